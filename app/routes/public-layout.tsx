import { Outlet } from "react-router";
import { SiteFooter } from "~/components/site-footer";

export default function PublicLayout() {
  return (
    <>
      <Outlet />
      <SiteFooter />
    </>
  );
}
