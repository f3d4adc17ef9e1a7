import { Link } from "react-router";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { DashboardInsights } from "~/office/components/dashboard-insights";
import { VerificationCounts } from "~/office/components/verification-counts";
import { countUnreadMessages } from "~/data/contact-messages.server";
import { readInsights } from "~/data/insights.server";
import { countPropertiesByType } from "~/data/properties.server";
import { findVerificationSummary } from "~/data/verification-checks.server";
import { nairobiDaysEndingAt } from "~/domain/dates";
import { TYPE_HEADINGS } from "~/domain/listing-titles";
import { PROPERTY_TYPES } from "~/domain/property-type";
import { requireAdmin } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import type { Route } from "./+types/admin-dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = servicesFrom(context).database;
  const [firstDay] = nairobiDaysEndingAt(new Date(), 30);
  const [listingsByType, unreadMessages, insights, verification] = await Promise.all([
    countPropertiesByType(db),
    countUnreadMessages(db),
    readInsights(db),
    findVerificationSummary(db, firstDay!),
  ]);
  return { listingsByType, unreadMessages, insights, verification };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { listingsByType, unreadMessages, insights, verification } = loaderData;
  return (
    <main id="main" className="page page--narrow">
      <title>Dashboard · Makazi</title>
      <meta name="robots" content="noindex" />
      <h1>Dashboard</h1>
      <ConfirmationNotice />
      <ul className="admin-links">
        <li>
          <Link className="button" to="/manage-properties">
            Manage Properties
          </Link>
        </li>
        <li>
          <Link className="button" to="/manage-about-me">
            Edit the About page
          </Link>
        </li>
        <li>
          <Link className="button" to="/messages">
            Messages{unreadMessages > 0 && ` (${unreadMessages.toLocaleString("en-KE")} unread)`}
          </Link>
        </li>
        <li>
          <Link className="button" to="/search-alerts">
            Search alerts
          </Link>
        </li>
        <li>
          <Link className="button" to="/settings">
            Settings
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
        <li>
          <Link className="button button--secondary" to="/audit-log">
            Activity
          </Link>
        </li>
      </ul>
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
      <DashboardInsights insights={insights} />
      <VerificationCounts summary={verification} />
    </main>
  );
}
