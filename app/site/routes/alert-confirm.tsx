import { data, Link } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { AlertLinkNotValid, alertLinkHandle } from "~/site/components/alert-link-pages";
import { ALERT_FREQUENCY_PROMISES, alertPaths } from "~/domain/search-alerts";
import { TextWith, useTranslation } from "~/i18n/language-context";
import { requestTranslator } from "~/i18n/request-language";
import { servicesFrom } from "~/services/context.server";
import { secretLinkHeaders } from "~/services/http-caching.server";
import { alertToConfirm, confirmByToken } from "~/services/search-alert-links.server";
import type { Route } from "./+types/alert-confirm";

export const handle = alertLinkHandle;
export const headers = secretLinkHeaders;

/**
 * The confirmation link asks for a click on its page rather than confirming on opening: mail
 * filters open links by themselves, and must not switch on an alert nobody asked for.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const alert = await alertToConfirm(
    servicesFrom(context).database.db,
    params.token,
    requestTranslator(request),
  );
  return data({ alert }, { status: alert ? 200 : 404 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const confirmed = await confirmByToken(
    servicesFrom(context).database.db,
    params.token,
    requestTranslator(request),
  );
  return data({ confirmed }, { status: confirmed ? 200 : 404 });
}

export default function AlertConfirm({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t, localPath } = useTranslation();
  const alert = actionData ? actionData.confirmed : loaderData.alert;
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>{t("Confirm your alert")}</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>{t("Confirm your alert")}</h1>
      {!alert ? (
        <AlertLinkNotValid />
      ) : alert.status === "active" ? (
        <>
          <p className="notice notice--success" role="status">
            {t("Your alert is on: new listings for {{search}} will be e-mailed to you {{when}}.", {
              search: alert.search,
              when: t(ALERT_FREQUENCY_PROMISES[alert.frequency]),
            })}
          </p>
          <p>
            <Link to={localPath(alertPaths.manage(params.token))}>{t("Your alerts")}</Link> ·{" "}
            <Link to={alert.listPath}>{t("See the list")}</Link>
          </p>
        </>
      ) : alert.status === "unsubscribed" ? (
        <p className="notice">{t("This alert was stopped. Sign up again from the list to have it back.")}</p>
      ) : (
        <form method="post" className="form">
          <p>
            <TextWith
              text="E-mail me new listings for {{search}}, {{when}}."
              name="search"
              values={{ when: t(ALERT_FREQUENCY_PROMISES[alert.frequency]) }}
            >
              <strong>{alert.search}</strong>
            </TextWith>
          </p>
          <button type="submit" className="button">
            {t("Confirm alert")}
          </button>
        </form>
      )}
    </main>
  );
}
