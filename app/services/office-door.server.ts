import { data, type MiddlewareFunction } from "react-router";
import { mayUse, REFUSED_FOR_ROLE, rightOfRoute } from "~/domain/office-roles";
import { requireOfficePerson } from "./auth.server";
import { refuseAndRecord } from "./others-work.server";

/**
 * Runs before every page, data request and action under the office's layout: the route's
 * right (OFFICE_ROUTE_RIGHTS) decides who passes. A visitor is sent to sign in; a person whose
 * role may not use the page is refused with 403, and the refusal is written to the audit log.
 * A route without a right is refused to everyone.
 */
export const officeDoor: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  const right = rightOfRoute(pattern);
  if (right === "open") return next();
  if (right === undefined) throw data("Page not found", { status: 404 });
  const person = await requireOfficePerson(request, context);
  if (!mayUse(person.role, right))
    await refuseAndRecord(context, { person, request, message: REFUSED_FOR_ROLE });
  return next();
};
