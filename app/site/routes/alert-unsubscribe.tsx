import { data, Link } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { AlertLinkNotValid, alertLinkHandle } from "~/site/components/alert-link-pages";
import { alertPaths, ONE_CLICK_FIELD, ONE_CLICK_VALUE } from "~/domain/search-alerts";
import { TextWith, useTranslation } from "~/i18n/language-context";
import { requestTranslator } from "~/i18n/request-language";
import { servicesFrom } from "~/services/context.server";
import { formText } from "~/services/form-text.server";
import { secretLinkHeaders } from "~/services/http-caching.server";
import { alertToConfirm, unsubscribeByToken } from "~/services/search-alert-links.server";
import type { Route } from "./+types/alert-unsubscribe";

export const handle = alertLinkHandle;
export const headers = secretLinkHeaders;

/** Opening the link asks; only a POST unsubscribes (RFC 8058: a mail filter's visit must change nothing). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const alert = await alertToConfirm(
    servicesFrom(context).database.db,
    params.token,
    requestTranslator(request),
  );
  return data({ alert }, { status: alert ? 200 : 404 });
}

/** The page's button; mail programs' one-click posts go to alert-one-click.ts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (formText(form, ONE_CLICK_FIELD) !== ONE_CLICK_VALUE) {
    return data({ unsubscribed: null, refused: true }, { status: 400 });
  }
  const unsubscribed = await unsubscribeByToken(
    servicesFrom(context).database.db,
    params.token,
    requestTranslator(request),
  );
  return data({ unsubscribed, refused: false }, { status: unsubscribed ? 200 : 404 });
}

export default function AlertUnsubscribe({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t, localPath } = useTranslation();
  const alert = actionData ? actionData.unsubscribed : loaderData.alert;
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>{t("Unsubscribe")}</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>{t("Unsubscribe")}</h1>
      {actionData?.refused ? (
        <p className="notice notice--error" role="alert">
          {t("The unsubscribe request was not understood. Use the button on this page.")}
        </p>
      ) : !alert ? (
        <AlertLinkNotValid />
      ) : alert.status === "unsubscribed" ? (
        <>
          <p className="notice notice--success" role="status">
            {t("You are unsubscribed: no more e-mails about {{search}}.", { search: alert.search })}
          </p>
          <p>
            <Link to={localPath(alertPaths.manage(params.token))}>{t("Your other alerts")}</Link>
          </p>
        </>
      ) : (
        <form method="post" className="form">
          <input type="hidden" name={ONE_CLICK_FIELD} value={ONE_CLICK_VALUE} />
          <p>
            <TextWith text="Stop e-mailing me new listings for {{search}}?" name="search">
              <strong>{alert.search}</strong>
            </TextWith>
          </p>
          <button type="submit" className="button">
            {t("Unsubscribe")}
          </button>
        </form>
      )}
    </main>
  );
}
