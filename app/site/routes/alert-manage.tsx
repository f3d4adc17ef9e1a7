import { data, Link } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { AlertLinkNotValid, alertLinkHandle } from "~/site/components/alert-link-pages";
import { ALERT_FREQUENCY_LABELS } from "~/domain/search-alerts";
import { TextWith, useTranslation } from "~/i18n/language-context";
import { requestTranslator } from "~/i18n/request-language";
import { servicesFrom } from "~/services/context.server";
import { formText } from "~/services/form-text.server";
import { secretLinkHeaders } from "~/services/http-caching.server";
import { alertsOfToken, unsubscribeFromManagePage } from "~/services/search-alert-links.server";
import type { Route } from "./+types/alert-manage";

export const handle = alertLinkHandle;
export const headers = secretLinkHeaders;

/** The alerts of the address the link was e-mailed to, each with a button to stop it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const alerts = await alertsOfToken(
    servicesFrom(context).database.db,
    params.token,
    requestTranslator(request),
  );
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
  const { t, localPath } = useTranslation();
  const { alerts } = loaderData;
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>{t("Your alerts")}</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>{t("Your alerts")}</h1>
      {actionData?.message && (
        <p className={actionData.stopped ? "notice notice--success" : "notice notice--error"} role="status">
          {t(actionData.message)}
        </p>
      )}
      {!alerts ? (
        <AlertLinkNotValid />
      ) : alerts.length === 0 ? (
        <p>
          <TextWith text="You have no alerts. Set one from any filtered {{list}}." name="list">
            <Link to={localPath("/properties")}>{t("list of properties")}</Link>
          </TextWith>
        </p>
      ) : (
        <>
          <ul className="alert-list" aria-label={t("Alerts")}>
            {alerts.map((alert) => (
              <li key={alert.id} className="alert-list__item">
                <p>
                  <strong>{alert.search}</strong>
                </p>
                <p>
                  {t(ALERT_FREQUENCY_LABELS[alert.frequency])}
                  {alert.status === "pending" && ` · ${t("waiting for you to confirm it from its e-mail")}`}
                  {" · "}
                  <Link to={alert.listPath}>{t("See the list")}</Link>
                </p>
                <form method="post">
                  <input type="hidden" name="alert" value={alert.id} />
                  <button
                    type="submit"
                    className="button button--secondary"
                    aria-label={t("Unsubscribe from {{search}}", { search: alert.search })}
                  >
                    {t("Unsubscribe")}
                  </button>
                </form>
              </li>
            ))}
          </ul>
          {alerts.length > 1 && (
            <form method="post">
              <input type="hidden" name="alert" value="all" />
              <button type="submit" className="button button--secondary">
                {t("Unsubscribe from all")}
              </button>
            </form>
          )}
        </>
      )}
    </main>
  );
}
