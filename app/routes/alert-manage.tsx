import { data, Link } from "react-router";
import { AlertLinkNotValid, alertLinkHandle, alertLinkHeaders } from "~/components/alert-link-pages";
import { ALERT_FREQUENCY_LABELS } from "~/domain/search-alerts";
import { servicesFrom } from "~/services/context.server";
import { formText } from "~/services/form-text.server";
import { alertsOfToken, unsubscribeFromManagePage } from "~/services/search-alerts.server";
import type { Route } from "./+types/alert-manage";

export const handle = alertLinkHandle;
export const headers = alertLinkHeaders;

/** The alerts of the address the link was e-mailed to, each with a button to stop it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const alerts = await alertsOfToken(servicesFrom(context).database.db, params.token);
  return data({ alerts }, { status: alerts ? 200 : 404 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const chosen = formText(form, "alert");
  const alertId = Number(chosen);
  if (chosen !== "all" && !(Number.isSafeInteger(alertId) && alertId > 0)) {
    return data({ stopped: false, message: "Choose an alert to stop." }, { status: 400 });
  }
  const found = await unsubscribeFromManagePage(
    servicesFrom(context).database.db,
    params.token,
    chosen === "all" ? null : [alertId],
  );
  return data({ stopped: found, message: found ? "Unsubscribed." : null }, { status: found ? 200 : 404 });
}

export default function AlertManage({ loaderData, actionData }: Route.ComponentProps) {
  const { alerts } = loaderData;
  return (
    <main id="main" className="page page--narrow">
      <title>Your alerts · Makazi</title>
      <meta name="robots" content="noindex" />
      <h1>Your alerts</h1>
      {actionData?.message && (
        <p className={actionData.stopped ? "notice notice--success" : "notice notice--error"} role="status">
          {actionData.message}
        </p>
      )}
      {!alerts ? (
        <AlertLinkNotValid />
      ) : alerts.length === 0 ? (
        <p>
          You have no alerts. Set one from any filtered <Link to="/properties">list of properties</Link>.
        </p>
      ) : (
        <>
          <ul className="alert-list" aria-label="Alerts">
            {alerts.map((alert) => (
              <li key={alert.id} className="alert-list__item">
                <p>
                  <strong>{alert.search}</strong>
                </p>
                <p>
                  {ALERT_FREQUENCY_LABELS[alert.frequency]}
                  {alert.status === "pending" && " · waiting for you to confirm it from its e-mail"}
                  {" · "}
                  <Link to={alert.listPath}>See the list</Link>
                </p>
                <form method="post">
                  <input type="hidden" name="alert" value={alert.id} />
                  <button
                    type="submit"
                    className="button button--secondary"
                    aria-label={`Unsubscribe from ${alert.search}`}
                  >
                    Unsubscribe
                  </button>
                </form>
              </li>
            ))}
          </ul>
          {alerts.length > 1 && (
            <form method="post">
              <input type="hidden" name="alert" value="all" />
              <button type="submit" className="button button--secondary">
                Unsubscribe from all
              </button>
            </form>
          )}
        </>
      )}
    </main>
  );
}
