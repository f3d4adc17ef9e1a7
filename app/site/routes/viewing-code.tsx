import { Link } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import type { PageHandle } from "~/entry.server";
import { bookingCodePath } from "~/domain/booking-code";
import { tooManyMessagesNotice } from "~/domain/message-form";
import { useTranslation, useWrittenText } from "~/i18n/language-context";
import { servicesFrom } from "~/services/context.server";
import { secretLinkHeaders } from "~/services/http-caching.server";
import { bookingWaitingForCode, confirmViewingCode } from "~/services/viewings.server";
import { ViewingBooked } from "~/site/components/viewing-booked";
import { ViewingCodeForm } from "~/site/components/viewing-code-form";
import type { Route } from "./+types/viewing-code";

/** The page carries the booking's token: never kept, shared or indexed. */
export const handle: PageHandle = { secretLink: true };
export const headers = secretLinkHeaders;

/**
 * Answered 200 even once the code no longer works: after the booking is made, the page is drawn
 * again with the answer to the code, whose status must stand.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { waiting: await bookingWaitingForCode(servicesFrom(context).database.db, params.token) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return confirmViewingCode(request, context, { token: params.token });
}

/** Where the code texted to a visitor's phone is typed, and their booking made. */
export default function ViewingCode({ params, loaderData, actionData }: Route.ComponentProps) {
  const { t, localPath } = useTranslation();
  const result = actionData?.result;
  const waiting = loaderData.waiting;
  const listing = actionData?.listing ?? waiting?.listing ?? null;
  const name = useWrittenText(listing?.name ?? "", listing?.nameSw ?? null);
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>{t("Book a viewing")}</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>{t("Book a viewing")}</h1>
      {listing && (
        <p>
          <Link to={localPath(`/properties/${listing.slug}`)} lang={name.lang}>
            {name.text}
          </Link>
        </p>
      )}
      {result?.status === "booked" ? (
        <ViewingBooked booked={result} listingName={name.text} />
      ) : result?.status === "limited" ? (
        <p className="notice notice--error" role="alert">
          {tooManyMessagesNotice(result.minutesToWait, t)}
        </p>
      ) : result?.status === "gone" || !waiting ? (
        <p className="notice notice--error" role="alert">
          {t(
            "This code no longer works: it was used, tried too often, or its time ran out, and the viewing's time is free again. Please book again from the listing's page.",
          )}
        </p>
      ) : (
        <ViewingCodeForm
          codePath={bookingCodePath(params.token)}
          mobile={waiting.mobile}
          startsAt={waiting.startsAt}
          minutes={waiting.minutes}
          listingName={name.text}
          wrong={result?.status === "wrong" ? result : undefined}
        />
      )}
    </main>
  );
}
