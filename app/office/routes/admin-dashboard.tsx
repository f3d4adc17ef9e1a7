import { Link } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { DashboardInsights } from "~/office/components/dashboard-insights";
import { FirstDayChecklist } from "~/office/components/first-day-checklist";
import { countDueChecks } from "~/data/availability-checks.server";
import { countUnreadMessages } from "~/data/contact-messages.server";
import { readInsights } from "~/data/insights.server";
import { countPropertiesByType } from "~/data/properties.server";
import { findAvailabilityCheckSettings, findTextSettings } from "~/data/settings.server";
import { countTexts, findLatestTexts } from "~/data/text-outbox.server";
import { TextMessagesSummary } from "~/office/components/text-messages-summary";
import { freshSince } from "~/domain/availability-check";
import { countNewViewings } from "~/data/viewings.server";
import {
  dateOfDayNumber,
  nairobiDateOf,
  nairobiDayNumber,
  startOfNairobiDate,
  todayInNairobi,
} from "~/domain/dates";
import { UpcomingViewings } from "~/office/components/upcoming-viewings";
import { PeoplesDataSummary } from "~/office/components/peoples-data-summary";
import { findOpenDataRequests } from "~/data/data-requests.server";
import { findLastErasure } from "~/data/retention.server";
import { publicOrigin } from "~/services/public-address.server";
import { viewingsForOffice } from "~/services/viewings.server";
import { VerificationCounts } from "~/office/components/verification-counts";
import { findVerificationSummary } from "~/data/verification-checks.server";
import { nairobiDaysEndingAt } from "~/domain/dates";
import { TYPE_HEADINGS } from "~/domain/listing-titles";
import { PROPERTY_TYPES } from "~/domain/property-type";
import { workByPerson } from "~/data/office-work.server";
import { PeopleAtWork } from "~/office/components/people-at-work";
import { ownWorkOf } from "~/domain/office-roles";
import { requireOfficePerson } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { firstDayChecklist } from "~/services/first-day.server";
import type { Route } from "./+types/admin-dashboard";

/** The texts the dashboard lists, newest first. */
const LATEST_TEXTS = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const person = await requireOfficePerson(request, context);
  const ownWork = ownWorkOf(person);
  const { database, config } = servicesFrom(context);
  const { db } = database;
  const now = new Date();
  const today = todayInNairobi(now);
  const dayAfterTomorrow = dateOfDayNumber(nairobiDayNumber(now.getTime()) + 2);
  const [firstCountedDay] = nairobiDaysEndingAt(now, 30);
  const checks = await findAvailabilityCheckSettings(db);
  const [listingsByType, unreadMessages, insights, dueChecks, newViewings, viewings, verification, firstDay] =
    await Promise.all([
      countPropertiesByType(db, ownWork),
      countUnreadMessages(db, ownWork),
      readInsights(db, ownWork),
      countDueChecks(db, freshSince(now, checks), ownWork),
      countNewViewings(db, now, ownWork),
      viewingsForOffice(db, {
        from: startOfNairobiDate(today),
        siteOrigin: publicOrigin(request, context),
        agentId: ownWork,
      }),
      findVerificationSummary(db, firstCountedDay!),
      firstDayChecklist(context),
    ]);
  const runsTheOffice = person.role === "owner";
  const lastErasure = runsTheOffice ? await findLastErasure(db) : null;
  const dataRequests = runsTheOffice ? await findOpenDataRequests(db) : [];
  const people = ownWork === null ? await workByPerson(db, now) : [];
  const texts =
    runsTheOffice && config.sms
      ? {
          counts: await countTexts(db, now),
          caps: (await findTextSettings(db)).caps,
          latest: await findLatestTexts(db, LATEST_TEXTS),
        }
      : null;
  const soon = viewings.filter(
    (viewing) =>
      nairobiDateOf(viewing.startsAt) < dayAfterTomorrow &&
      (viewing.status === "booked" || viewing.status === "confirmed"),
  );
  return {
    listingsByType,
    unreadMessages,
    insights,
    dueChecks,
    newViewings,
    soon,
    today,
    verification: runsTheOffice ? verification : null,
    firstDay: runsTheOffice ? firstDay : [],
    runsTheOffice,
    people,
    lastErasure,
    dataRequests,
    texts,
  };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const {
    listingsByType,
    unreadMessages,
    insights,
    dueChecks,
    newViewings,
    soon,
    today,
    verification,
    firstDay,
    runsTheOffice,
    people,
    lastErasure,
    dataRequests,
    texts,
  } = loaderData;
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Dashboard</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Dashboard</h1>
      <ConfirmationNotice />
      <FirstDayChecklist steps={firstDay} />
      <ul className="admin-links">
        <li>
          <Link className="button" to="/manage-properties">
            Manage Properties
          </Link>
        </li>
        <li>
          <Link className="button" to="/availability">
            Availability{dueChecks > 0 && ` (${dueChecks.toLocaleString("en-KE")} to check)`}
          </Link>
        </li>
        {runsTheOffice && (
          <li>
            <Link className="button" to="/manage-about-me">
              Edit the About page
            </Link>
          </li>
        )}
        <li>
          <Link className="button" to="/messages">
            Messages{unreadMessages > 0 && ` (${unreadMessages.toLocaleString("en-KE")} unread)`}
          </Link>
        </li>
        <li>
          <Link className="button" to="/viewings">
            Viewings{newViewings > 0 && ` (${newViewings.toLocaleString("en-KE")} new)`}
          </Link>
        </li>
        {runsTheOffice && (
          <>
            <li>
              <Link className="button" to="/search-alerts">
                Search alerts
              </Link>
            </li>
            <li>
              <Link className="button" to="/people">
                People
              </Link>
            </li>
            <li>
              <Link className="button" to="/settings">
                Settings
              </Link>
            </li>
            <li>
              <Link className="button" to="/your-site">
                Your site
              </Link>
            </li>
          </>
        )}
        <li>
          <Link className="button button--secondary" to="/your-details">
            Your details
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/change-password">
            Change password
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/two-factor">
            Two-step sign-in
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/sessions">
            Signed-in devices
          </Link>
        </li>
        {runsTheOffice && (
          <li>
            <Link className="button button--secondary" to="/audit-log">
              Activity
            </Link>
          </li>
        )}
      </ul>
      <UpcomingViewings viewings={soon} today={today} />
      <h2>At a glance</h2>
      <dl className="admin-counts">
        {PROPERTY_TYPES.map((type) => (
          <div key={type} className="admin-counts__item">
            <dt>{TYPE_HEADINGS[type]}</dt>
            <dd>{listingsByType[type].toLocaleString("en-KE")}</dd>
          </div>
        ))}
        <div className="admin-counts__item">
          <dt>Unread messages</dt>
          <dd>{unreadMessages.toLocaleString("en-KE")}</dd>
        </div>
      </dl>
      <PeopleAtWork people={people} />
      <DashboardInsights insights={insights} />
      {texts && <TextMessagesSummary {...texts} />}
      {verification && <VerificationCounts summary={verification} />}
      {runsTheOffice && <PeoplesDataSummary last={lastErasure} requests={dataRequests} today={today} />}
    </main>
  );
}
