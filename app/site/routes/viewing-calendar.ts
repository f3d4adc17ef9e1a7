import { data } from "react-router";
import { secretLinkHeaders } from "~/services/http-caching.server";
import { servicesFrom } from "~/services/context.server";
import { publicOrigin } from "~/services/public-address.server";
import { viewingCalendarFile } from "~/services/viewing-mail.server";
import { viewingOfCancelLink } from "~/services/viewings.server";
import type { Route } from "./+types/viewing-calendar";

/** The calendar file of the booking a cancel link opens, while it is held; 404 otherwise. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = servicesFrom(context).database;
  const viewing = await viewingOfCancelLink(db, params.token);
  if (!viewing || (viewing.status !== "booked" && viewing.status !== "confirmed")) {
    throw data("Not found", { status: 404, headers: secretLinkHeaders() });
  }
  const calendar = await viewingCalendarFile(db, viewing, publicOrigin(request, context));
  return new Response(calendar, {
    headers: {
      ...secretLinkHeaders(),
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="viewing-${viewing.reference}.ics"`,
    },
  });
}
