import { Outlet } from "react-router";

/** The administrator's pages: no public footer. */
export default function AdminLayout() {
  return <Outlet />;
}
