import { data, Outlet } from "react-router";
import { readConfirmation } from "~/services/flash.server";
import type { Route } from "./+types/admin-layout";

/** Reads (and clears) the confirmation a save left for the page it redirected to. */
export async function loader({ request }: Route.LoaderArgs) {
  const { message, headers } = await readConfirmation(request);
  return data({ confirmation: message }, { headers });
}

/** Runs on every navigation, so a confirmation shows on the page after the save only. */
export const shouldRevalidate = () => true;

/** The administrator's pages: no public footer. */
export default function AdminLayout() {
  return <Outlet />;
}
