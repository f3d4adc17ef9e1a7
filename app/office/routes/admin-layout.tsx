import { data, Outlet } from "react-router";
import { config as configureZod } from "zod";
import type { PageHandle } from "~/entry.server";
import { readConfirmation } from "~/services/flash.server";
import { officeDoor } from "~/services/office-door.server";
import officeStylesheet from "../office.css?url";
import type { Route } from "./+types/admin-layout";

// Zod compiles object schemas with `new Function` where eval is allowed, and its check for that
// is refused, and reported, under the Content-Security-Policy; jitless skips both.
// Only the administrator's forms validate with zod in the browser.
configureZod({ jitless: true });

export const handle: PageHandle = { adminPage: true };

export const middleware: Route.MiddlewareFunction[] = [officeDoor];

/** The office's own styles, after the visitors' stylesheet that every page links (app/root.tsx). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: officeStylesheet }];

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
