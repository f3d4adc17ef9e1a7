import { data, Link } from "react-router";
import { AlertLinkNotValid, alertLinkHandle, alertLinkHeaders } from "~/components/alert-link-pages";
import { ALERT_FREQUENCY_LABELS, alertPaths } from "~/domain/search-alerts";
import { servicesFrom } from "~/services/context.server";
import { alertToConfirm, confirmByToken } from "~/services/search-alerts.server";
import type { Route } from "./+types/alert-confirm";

export const handle = alertLinkHandle;
export const headers = alertLinkHeaders;

/**
 * The confirmation link asks for a click on its page rather than confirming on opening: mail
 * filters open links by themselves, and must not switch on an alert nobody asked for.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const alert = await alertToConfirm(servicesFrom(context).database.db, params.token);
  return data({ alert }, { status: alert ? 200 : 404 });
}

export async function action({ params, context }: Route.ActionArgs) {
  const confirmed = await confirmByToken(servicesFrom(context).database.db, params.token);
  return data({ confirmed }, { status: confirmed ? 200 : 404 });
}

export default function AlertConfirm({ loaderData, actionData, params }: Route.ComponentProps) {
  const alert = actionData ? actionData.confirmed : loaderData.alert;
  return (
    <main id="main" className="page page--narrow">
      <title>Confirm your alert · Makazi</title>
      <meta name="robots" content="noindex" />
      <h1>Confirm your alert</h1>
      {!alert ? (
        <AlertLinkNotValid />
      ) : alert.status === "active" ? (
        <>
          <p className="notice notice--success" role="status">
            Your alert is on: new listings for {alert.search} will be e-mailed to you{" "}
            {ALERT_FREQUENCY_LABELS[alert.frequency].toLowerCase()}.
          </p>
          <p>
            <Link to={alertPaths.manage(params.token)}>Your alerts</Link> ·{" "}
            <Link to={alert.listPath}>See the list</Link>
          </p>
        </>
      ) : alert.status === "unsubscribed" ? (
        <p className="notice">This alert was stopped. Sign up again from the list to have it back.</p>
      ) : (
        <form method="post" className="form">
          <p>
            E-mail me new listings for <strong>{alert.search}</strong>,{" "}
            {ALERT_FREQUENCY_LABELS[alert.frequency].toLowerCase()}.
          </p>
          <button type="submit" className="button">
            Confirm alert
          </button>
        </form>
      )}
    </main>
  );
}
