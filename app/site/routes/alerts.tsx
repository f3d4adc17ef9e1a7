import { data, Link } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { AlertSignUp } from "~/site/components/alert-sign-up";
import { alertSignUpFields } from "~/domain/alert-fields";
import { alertSignUpSchema } from "~/domain/alert-form";
import { fieldErrors } from "~/domain/form-errors";
import { listingQueryString, parseListingQuery } from "~/domain/listing-query";
import { minutesToWait } from "~/domain/rate-limit";
import { alertSearch, canAlert, MAX_ALERTS_PER_ADDRESS } from "~/domain/search-alerts";
import { describeSearch } from "~/domain/search-description";
import { useTranslation } from "~/i18n/language-context";
import { requestLanguage } from "~/i18n/request-language";
import { clientAddressFrom, servicesFrom } from "~/services/context.server";
import { readFormValues } from "~/services/form-text.server";
import { mailLinksOrigin } from "~/services/config.server";
import { followableSearch, signUp } from "~/services/search-alert-sign-up.server";
import type { Route } from "./+types/alerts";
import { ErrorSummary } from "~/ui/error-summary";

/** The sign-up on a page of its own, for the search in the address (`/alerts?type=houses&city=Nairobi`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesFrom(context);
  const params = new URL(request.url).searchParams;
  const query = alertSearch(parseListingQuery(params));
  const searchOffered = !canAlert(query) || (await followableSearch(context, params)) !== null;
  return { query, searchOffered, alertsOn: services.config.smtp !== null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesFrom(context);
  const form = await request.formData();
  const params = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") params.append(name, value);
  const query = alertSearch(parseListingQuery(params));
  const values = readFormValues(form, alertSignUpFields);
  if (!services.config.smtp) {
    return data({ status: "off" as const, query, values }, { status: 404 });
  }
  if (!canAlert(query)) {
    return data({ status: "no-filter" as const, query, values }, { status: 400 });
  }
  const parsed = alertSignUpSchema.safeParse(values);
  if (!parsed.success) {
    return data(
      { status: "invalid" as const, query, values, errors: fieldErrors(parsed.error) },
      { status: 400 },
    );
  }
  const result = await signUp(context, {
    ...parsed.data,
    search: params,
    siteOrigin: mailLinksOrigin(services.config),
    language: requestLanguage(request),
    clientAddress: clientAddressFrom(context),
  });
  switch (result.status) {
    case "queued":
      services.notifications?.nudge();
      return data({ status: "queued" as const, query, email: parsed.data.email });
    case "unknown-search":
      return data({ status: "unknown-search" as const, query, values }, { status: 400 });
    case "too-many":
      return data({ status: "too-many" as const, query, values }, { status: 409 });
    case "limited":
      return data(
        { status: "limited" as const, query, values, minutesToWait: minutesToWait(result.retryAfterSeconds) },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
  }
}

export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
  const { t, localPath } = useTranslation();
  const query = actionData?.query ?? loaderData.query;
  const listPath = localPath(`/properties${listingQueryString(query)}`);
  const offMessage = t("E-mail alerts are not offered on this site at the moment.");
  const searchOffered = actionData ? actionData.status !== "unknown-search" : loaderData.searchOffered;
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>{t("E-mail me new matches")}</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>{t("E-mail me new matches")}</h1>
      {actionData?.status === "queued" ? (
        <>
          <p className="notice notice--success" role="status">
            {t(
              "Check your inbox: we have e-mailed {{email}} a link to confirm the alert for {{search}}. Nothing is sent until you confirm.",
              { email: actionData.email, search: describeSearch(query, t) },
            )}
          </p>
          <p>
            <Link to={listPath}>{t("Back to the list")}</Link>
          </p>
        </>
      ) : !loaderData.alertsOn && !actionData ? (
        <p className="notice">{offMessage}</p>
      ) : actionData?.status === "off" ? (
        <p className="notice notice--error" role="alert">
          {offMessage}
        </p>
      ) : !searchOffered ? (
        <NoAlertForThisSearch
          reason="This search is not one the list offers, so it cannot be followed by e-mail. Choose its city and filters on the list, then sign up there."
          answeringPost={Boolean(actionData)}
        />
      ) : !canAlert(query) ? (
        <NoAlertForThisSearch
          reason="Choose a type, a city, a price, bedrooms, an amenity or a search on the list first: an alert e-mails the new listings that match them."
          answeringPost={Boolean(actionData)}
        />
      ) : (
        <>
          {actionData?.status === "invalid" && (
            <ErrorSummary submission={actionData}>
              {t("Please correct the fields marked below; nothing you typed has been lost.")}
            </ErrorSummary>
          )}
          {actionData?.status === "limited" && (
            <ErrorSummary submission={actionData}>
              {t("Too many sign-ups from here or for this address lately. Please try again in {{wait}}.", {
                wait: t("about {{count}} minutes", { count: actionData.minutesToWait }),
              })}
            </ErrorSummary>
          )}
          {actionData?.status === "too-many" && (
            <ErrorSummary submission={actionData}>
              {t(
                "This address already has {{max}} alerts, the most it may have. Stop one with the “Your alerts” link in any alert e-mail, then try again.",
                { max: MAX_ALERTS_PER_ADDRESS },
              )}
            </ErrorSummary>
          )}
          <AlertSignUp
            query={query}
            folded={false}
            {...(actionData && "values" in actionData && { values: actionData.values })}
            {...(actionData?.status === "invalid" && { errors: actionData.errors })}
          />
          <p>
            <Link to={listPath}>{t("Back to the list")}</Link>
          </p>
        </>
      )}
    </main>
  );
}

/**
 * Why this search cannot be followed, with the way back to the list: an error when it answers
 * a sign-up, a plain notice on the page alone.
 */
function NoAlertForThisSearch({ reason, answeringPost }: { reason: string; answeringPost: boolean }) {
  const { t, localPath } = useTranslation();
  return (
    <>
      <p
        className={answeringPost ? "notice notice--error" : "notice"}
        role={answeringPost ? "alert" : undefined}
      >
        {t(reason)}
      </p>
      <p>
        <Link to={localPath("/properties")}>{t("Browse properties")}</Link>
      </p>
    </>
  );
}
