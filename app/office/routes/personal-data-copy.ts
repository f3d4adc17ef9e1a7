import { data } from "react-router";
import { requireOfficePerson } from "~/services/auth.server";
import { personCopy } from "~/services/personal-records.server";
import type { Route } from "./+types/personal-data-copy";

/**
 * A copy of everything kept about one person, as a JSON file to give them. Posted, so that
 * whom it is about stays out of addresses and logs.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireOfficePerson(request, context);
  const copy = await personCopy(context, await request.formData(), user.email);
  if (copy instanceof Response) return copy;
  throw data(copy.status === "unreadable" ? copy.problem : "Unknown request", { status: 400 });
}
