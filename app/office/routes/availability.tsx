import { data } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { CLOSED_INTENT, DueChecks, STILL_AVAILABLE_INTENT } from "~/office/components/due-checks";
import { confirmAvailability, countDueChecks, findDueChecks } from "~/data/availability-checks.server";
import { changeListingStatus } from "~/data/listing-status.server";
import { findListingBySlug } from "~/data/properties.server";
import { findAvailabilityCheckSettings } from "~/data/settings.server";
import { freshSince, nairobiDaysSince } from "~/domain/availability-check";
import { closingAvailability, statusChangeMessage } from "~/domain/listing-status";
import { recordAdminAction } from "~/services/audit-log.server";
import { ownWorkOf } from "~/domain/office-roles";
import { requireOfficePerson } from "~/services/auth.server";
import { requireOwnListing } from "~/services/others-work.server";
import { servicesFrom } from "~/services/context.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import type { Route } from "./+types/availability";

export async function loader({ request, context }: Route.LoaderArgs) {
  const person = await requireOfficePerson(request, context);
  const { db } = servicesFrom(context).database;
  const now = new Date();
  const settings = await findAvailabilityCheckSettings(db);
  const since = freshSince(now, settings);
  const ownWork = ownWorkOf(person);
  const [checks, total] = await Promise.all([
    findDueChecks(db, since, ownWork),
    countDueChecks(db, since, ownWork),
  ]);
  return {
    staleAfterDays: settings.staleAfterDays,
    total,
    checks: checks.map((check) => ({
      ...check,
      days: check.checkedAt === null ? null : nairobiDaysSince(check.checkedAt, now),
    })),
  };
}

/** "Still available" notes a check; the other button marks the listing let or sold. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireOfficePerson(request, context);
  const form = await request.formData();
  const slug = form.get("slug");
  const intent = form.get("intent");
  if (typeof slug !== "string") throw data("Unknown request", { status: 400 });
  const { db } = servicesFrom(context).database;
  await requireOwnListing(context, { person: user, request, slug });
  if (intent === STILL_AVAILABLE_INTENT) {
    const name = await confirmAvailability(db, slug, new Date());
    if (name === null) throw data("Property not found", { status: 404 });
    return redirectWithConfirmation("/availability", `“${name}” is still available.`, request);
  }
  if (intent === CLOSED_INTENT) {
    const listing = await findListingBySlug(db, slug);
    if (!listing) throw data("Property not found", { status: 404 });
    const change = { availability: closingAvailability(listing.type) };
    const changed = await changeListingStatus(db, slug, change);
    if (!changed) throw data("Property not found", { status: 404 });
    const message = statusChangeMessage(changed.name, change);
    await recordAdminAction(context, {
      actor: user.email,
      action: "property-status-changed",
      subject: message,
    });
    return redirectWithConfirmation("/availability", message, request);
  }
  throw data("Unknown request", { status: 400 });
}

export default function Availability({ loaderData }: Route.ComponentProps) {
  const { staleAfterDays, total, checks } = loaderData;
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Availability</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Availability</h1>
      <ConfirmationNotice />
      <p>
        Listings on offer not confirmed as still available for {staleAfterDays} days or more, the oldest check
        first. Until they are, visitors see that they were not confirmed recently and search alerts leave them
        out. Saving a listing&apos;s form counts as a check too.
      </p>
      {total === 0 ? (
        <p>Every listing on offer has been checked recently.</p>
      ) : (
        <>
          <p>
            {total === 1 ? "1 listing is" : `${total.toLocaleString("en-KE")} listings are`} due for a check
            {total > checks.length && `; the ${checks.length} oldest are shown`}.
          </p>
          <DueChecks checks={checks} />
        </>
      )}
    </main>
  );
}
