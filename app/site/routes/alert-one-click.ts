import { redirect } from "react-router";
import { DEFAULT_LANGUAGE, pathInLanguage } from "~/domain/language";
import { ALERT_TOKEN, alertPaths, ONE_CLICK_FIELD, ONE_CLICK_VALUE } from "~/domain/search-alerts";
import { servicesFrom } from "~/services/context.server";
import { formText } from "~/services/form-text.server";
import { secretLinkHeaders } from "~/services/http-caching.server";
import { languageOfAlertLink, unsubscribeByOneClick } from "~/services/search-alert-links.server";
import type { Route } from "./+types/alert-one-click";

/**
 * A visit (a mail program that opens the address rather than posting) goes on to the page with
 * its button, in the alert's language; an address that holds no token leads nowhere.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!ALERT_TOKEN.test(params.token)) return answer(404, "No alert has this link.");
  const language = await languageOfAlertLink(servicesFrom(context).database.db, params.token);
  return redirect(pathInLanguage(alertPaths.unsubscribe(params.token), language ?? DEFAULT_LANGUAGE), {
    headers: secretLinkHeaders(),
  });
}

const answer = (status: number, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...secretLinkHeaders() },
  });

/**
 * RFC 8058's one-click unsubscribe: a mail program posts `List-Unsubscribe=One-Click` from its
 * own servers, with no Origin or a foreign one. Its token is all the authority it carries, so
 * server/same-origin.ts lets this address alone through, and it is a resource route, outside
 * React Router's own check of where a page's form was posted from.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (formText(form, ONE_CLICK_FIELD) !== ONE_CLICK_VALUE) {
    return answer(400, `Expected ${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}.`);
  }
  // The answer is plain text for a mail program, in no language of the pages.
  return (await unsubscribeByOneClick(servicesFrom(context).database.db, params.token))
    ? answer(200, "Unsubscribed.")
    : answer(404, "No alert has this link.");
}
