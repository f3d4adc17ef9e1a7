import { data, Link } from "react-router";
import { AlertLinkNotValid, alertLinkHandle, alertLinkHeaders } from "~/components/alert-link-pages";
import { alertPaths, ONE_CLICK_FIELD, ONE_CLICK_VALUE } from "~/domain/search-alerts";
import { servicesFrom } from "~/services/context.server";
import { formText } from "~/services/form-text.server";
import { alertToConfirm, unsubscribeByToken } from "~/services/search-alerts.server";
import type { Route } from "./+types/alert-unsubscribe";

export const handle = alertLinkHandle;
export const headers = alertLinkHeaders;

/** Opening the link asks; only a POST unsubscribes (RFC 8058: a mail filter's visit must change nothing). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const alert = await alertToConfirm(servicesFrom(context).database.db, params.token);
  return data({ alert }, { status: alert ? 200 : 404 });
}

/** The page's button; mail programs' one-click posts go to alert-one-click.ts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (formText(form, ONE_CLICK_FIELD) !== ONE_CLICK_VALUE) {
    return data({ unsubscribed: null, refused: true }, { status: 400 });
  }
  const unsubscribed = await unsubscribeByToken(servicesFrom(context).database.db, params.token);
  return data({ unsubscribed, refused: false }, { status: unsubscribed ? 200 : 404 });
}

export default function AlertUnsubscribe({ loaderData, actionData, params }: Route.ComponentProps) {
  const alert = actionData ? actionData.unsubscribed : loaderData.alert;
  return (
    <main id="main" className="page page--narrow">
      <title>Unsubscribe · Makazi</title>
      <meta name="robots" content="noindex" />
      <h1>Unsubscribe</h1>
      {actionData?.refused ? (
        <p className="notice notice--error" role="alert">
          The unsubscribe request was not understood. Use the button on this page.
        </p>
      ) : !alert ? (
        <AlertLinkNotValid />
      ) : alert.status === "unsubscribed" ? (
        <>
          <p className="notice notice--success" role="status">
            You are unsubscribed: no more e-mails about {alert.search}.
          </p>
          <p>
            <Link to={alertPaths.manage(params.token)}>Your other alerts</Link>
          </p>
        </>
      ) : (
        <form method="post" className="form">
          <input type="hidden" name={ONE_CLICK_FIELD} value={ONE_CLICK_VALUE} />
          <p>
            Stop e-mailing me new listings for <strong>{alert.search}</strong>?
          </p>
          <button type="submit" className="button">
            Unsubscribe
          </button>
        </form>
      )}
    </main>
  );
}
