import { data } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { ListingReportForm } from "~/site/components/listing-report-form";
import { saveContactMessage } from "~/data/contact-messages.server";
import { findListingBySlug } from "~/data/properties.server";
import { listingReportSchema } from "~/domain/listing-report";
import { listingReportFields } from "~/domain/listing-report-fields";
import { listingReference } from "~/domain/reference";
import { servicesFrom } from "~/services/context.server";
import { receiveMessage } from "~/services/message-forms.server";
import { useTranslation, useWrittenText } from "~/i18n/language-context";
import type { Route } from "./+types/listing-report";

/** The published listing a report is about; there is nothing to report about a draft or a listing gone. */
async function reportedListing(context: Route.LoaderArgs["context"], slug: string) {
  const listing = await findListingBySlug(servicesFrom(context).database.db, slug);
  if (!listing || listing.publication !== "published") throw data("Property not found", { status: 404 });
  return listing;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const listing = await reportedListing(context, params.slug);
  return {
    listing: {
      slug: listing.slug,
      name: listing.name,
      nameSw: listing.nameSw,
      reference: listingReference(listing.id),
    },
  };
}

/** A report about the listing, stored in the inbox as a message that names it and its reason. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const listing = await reportedListing(context, params.slug);
  const about = { id: listing.id, name: listing.name, reference: listingReference(listing.id) };
  return receiveMessage(request, context, {
    fields: listingReportFields,
    schema: listingReportSchema,
    save: (db, report, notification, texts) =>
      saveContactMessage(
        db,
        {
          name: "",
          email: null,
          phone: report.phone,
          message: report.message,
          listing: about,
          reportReason: report.reason,
        },
        notification,
        texts,
      ),
  });
}

export default function ListingReport({ loaderData, actionData }: Route.ComponentProps) {
  const { listing } = loaderData;
  const { t, localPath } = useTranslation();
  const name = useWrittenText(listing.name, listing.nameSw);
  const listingPath = localPath(`/properties/${listing.slug}`);
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>{t("Report this listing")}</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>
        {t("Report this listing")}: <span lang={name.lang}>{name.text}</span> ({listing.reference})
      </h1>
      {actionData?.status === "sent" ? (
        <p className="notice notice--success" role="status">
          {t(
            "Thank you. Your report about {{listing}} ({{reference}}) has reached the office; we will look into it.",
            {
              listing: name.text,
              reference: listing.reference,
            },
          )}
        </p>
      ) : (
        <ListingReportForm
          action={localPath(`/properties/${listing.slug}/report`)}
          result={actionData}
          folded={false}
        />
      )}
      <p>
        <a href={listingPath}>{t("Back to the listing")}</a>
      </p>
    </main>
  );
}
