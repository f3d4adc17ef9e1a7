import { data } from "react-router";
import { PageTitle, useSiteBrand } from "~/ui/site-brand";
import { CheckAnswerPanel } from "~/site/components/check-answer";
import { OfficeCredentialsPanel } from "~/site/components/office-credentials";
import { keptCredentials } from "~/services/content-reads.server";
import { askedOnTheSite, CHECKED_TEXT_MAX, CHECKED_TEXT_PARAM } from "~/domain/verification";
import { PRIVATE_CACHING } from "~/services/http-caching.server";
import type { PageHandle } from "~/entry.server";
import { publicOrigin, publicPageUrl } from "~/services/public-address.server";
import { checkWithOffice } from "~/services/verification.server";
import { useTranslation } from "~/i18n/language-context";
import type { Route } from "./+types/verify";
import { ErrorSummary } from "~/ui/error-summary";

/**
 * An answer is rendered for each check, so that each one is counted and limited, and stored by
 * no one (its loader says so); the bare page is kept.
 */
export const handle: PageHandle = { keptAt: (url) => !url.searchParams.has(CHECKED_TEXT_PARAM) };

/** The answer's own headers (private, and Retry-After when limited), for the page and its data. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const credentials = await keptCredentials(context);
  const canonicalUrl = publicPageUrl(request, context, "/verify");
  const checked = new URL(request.url).searchParams.get(CHECKED_TEXT_PARAM);
  if (checked === null || checked.trim() === "") {
    return { credentials, canonicalUrl, checked: checked ?? "", outcome: null };
  }
  const outcome = await checkWithOffice(context, checked, publicOrigin(request, context), {
    counted: askedOnTheSite(request.headers),
  });
  const status = { answered: 200, limited: 429, unreadable: 400, "too-long": 400 }[outcome.status];
  return data(
    { credentials, canonicalUrl, checked: checked.slice(0, CHECKED_TEXT_MAX), outcome },
    {
      status,
      headers: {
        "Cache-Control": PRIVATE_CACHING,
        ...(outcome.status === "limited" && { "Retry-After": String(outcome.minutesToWait * 60) }),
      },
    },
  );
}

export default function Verify({ loaderData }: Route.ComponentProps) {
  const { credentials, canonicalUrl, checked, outcome } = loaderData;
  const { t, localPath } = useTranslation();
  const { name } = useSiteBrand();
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>{t("Is this really us?")}</PageTitle>
      <meta
        name="description"
        content={t(
          "Check whether a phone number, an M-Pesa number, a link or a listing really belongs to {{site}}.",
          { site: name },
        )}
      />
      <link rel="canonical" href={canonicalUrl} />
      {outcome && <meta name="robots" content="noindex" />}
      <h1>{t("Is this really us?")}</h1>
      {/* The verdict first: on a phone it is what the visitor came back for. */}
      {outcome?.status === "answered" && <CheckAnswerPanel checked={checked} answer={outcome.answer} />}
      <p>
        {t(
          "Scammers copy real listings at lower prices and ask for a viewing fee to another number. Paste a phone number, an M-Pesa paybill or till number, a link or a listing's reference (such as MK-1042) to see whether it is ours.",
        )}
      </p>
      {outcome?.status === "unreadable" && (
        <ErrorSummary submission={checked}>
          {t(
            "We could not read that as a phone number, a paybill or till number, a link or a reference. Please paste it as you received it.",
          )}
        </ErrorSummary>
      )}
      {outcome?.status === "too-long" && (
        <ErrorSummary submission={checked}>
          {t(
            "That is too long to check: please paste one number, link or reference of at most {{max}} characters.",
            {
              max: CHECKED_TEXT_MAX,
            },
          )}
        </ErrorSummary>
      )}
      {outcome?.status === "limited" && (
        <ErrorSummary submission={checked}>
          {t("You have made many checks in a short time. Please try again in {{wait}}.", {
            wait: t("about {{count}} minutes", { count: outcome.minutesToWait }),
          })}
        </ErrorSummary>
      )}
      <form method="get" action={localPath("/verify")} className="form verify-form" role="search">
        <div className="form__field">
          <label htmlFor="verify-checked">{t("Phone number, M-Pesa number, link or reference")}</label>
          <input
            id="verify-checked"
            name={CHECKED_TEXT_PARAM}
            defaultValue={checked}
            maxLength={CHECKED_TEXT_MAX}
            autoComplete="off"
            inputMode="text"
            required
            aria-invalid={outcome !== null && outcome.status !== "answered" ? true : undefined}
          />
        </div>
        <button type="submit" className="button">
          {t("Check")}
        </button>
      </form>
      <OfficeCredentialsPanel credentials={credentials} />
    </main>
  );
}
