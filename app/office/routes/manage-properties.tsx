import { data, Form, Link, useFetcher } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { Pagination } from "~/ui/pagination";
import { changeListingStatus } from "~/data/listing-status.server";
import type { AdminPropertyRow } from "~/data/admin-properties.server";
import { ADMIN_PROPERTIES_PER_PAGE, findPropertiesForAdmin } from "~/data/admin-properties.server";
import { deleteProperty } from "~/data/property-writes.server";
import { findAvailabilityCheckSettings } from "~/data/settings.server";
import { isStale } from "~/domain/availability-check";
import { countOpenReports } from "~/data/contact-messages.server";
import {
  adminPropertiesHref,
  listingsShown,
  MAX_ADMIN_SEARCH_LENGTH,
  parseAdminPropertyQuery,
} from "~/domain/admin-property-query";
import {
  type Availability,
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  closingAvailability,
  isClosed,
  type ListingStatus,
  PUBLICATION_LABELS,
  PUBLICATIONS,
  readStatusChange,
  statusChangeMessage,
} from "~/domain/listing-status";
import { formatListedAmount } from "~/domain/money";
import { PROPERTY_TYPE_LABELS } from "~/domain/property-type";
import { listingReference } from "~/domain/reference";
import { recordAdminAction } from "~/services/audit-log.server";
import { assignablePeople, giveListing, officeNames } from "~/data/office-work.server";
import { ownWorkOf, REFUSED_FOR_ROLE } from "~/domain/office-roles";
import { requireOfficePerson } from "~/services/auth.server";
import { refuseAndRecord, requireOwnListing } from "~/services/others-work.server";
import { servicesFrom } from "~/services/context.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import { removeStoredPhotos } from "~/services/photo-storage.server";
import type { Route } from "./+types/manage-properties";

export async function loader({ request, context }: Route.LoaderArgs) {
  const person = await requireOfficePerson(request, context);
  const query = parseAdminPropertyQuery(new URL(request.url).searchParams);
  const { db } = servicesFrom(context).database;
  const ownWork = ownWorkOf(person);
  const [{ properties, total }, checks, names, people] = await Promise.all([
    findPropertiesForAdmin(db, query, listingsShown(query, person)),
    findAvailabilityCheckSettings(db),
    officeNames(db),
    assignablePeople(db),
  ]);
  const openReports = await countOpenReports(
    db,
    properties.map((property) => property.id),
  );
  const pages = Math.ceil(total / ADMIN_PROPERTIES_PER_PAGE);
  const now = new Date();
  return {
    query,
    pages,
    total,
    seesWholeOffice: ownWork === null,
    people,
    properties: properties.map((property) => ({
      ...property,
      agentName: property.agentId === null ? null : (names.get(property.agentId) ?? null),
      mayChange: ownWork === null || property.agentId === ownWork,
      stale: !isClosed(property.availability) && isStale(property.availabilityCheckedAt, now, checks),
      openReports: openReports.get(property.id) ?? 0,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireOfficePerson(request, context);
  const form = await request.formData();
  const slug = form.get("slug");
  const intent = form.get("intent");
  if (typeof slug !== "string") throw data("Unknown request", { status: 400 });
  const { database, media } = servicesFrom(context);
  await requireOwnListing(context, { person: user, request, slug });

  if (intent === "delete") {
    const deleted = await deleteProperty(database.db, slug);
    if (!deleted) throw data("Property not found", { status: 404 });
    await removeStoredPhotos(media, deleted.removedStorageKeys);
    await recordAdminAction(context, {
      actor: user.email,
      action: "property-deleted",
      subject: deleted.name,
    });
    // A redirect rather than an answer to the row's form: the row is gone, and the page says so.
    const list = adminPropertiesHref(parseAdminPropertyQuery(new URL(request.url).searchParams));
    throw await redirectWithConfirmation(list, `Deleted “${deleted.name}”.`, request);
  }
  if (intent === "give") {
    if (user.role !== "owner")
      await refuseAndRecord(context, { person: user, request, message: REFUSED_FOR_ROLE });
    const agent = form.get("agent");
    const people = await assignablePeople(database.db);
    const to = people.find((person) => String(person.id) === agent) ?? null;
    if (agent !== "" && to === null)
      throw data("Choose someone in the office to give the listing to.", { status: 400 });
    const name = await giveListing(database.db, slug, to?.id ?? null);
    if (name === null) throw data("Property not found", { status: 404 });
    const message = `“${name}” is now looked after by ${to?.name ?? "the office"}, with its messages.`;
    await recordAdminAction(context, { actor: user.email, action: "listings-reassigned", subject: message });
    throw await redirectWithConfirmation(`/updateservice/${slug}`, message, request);
  }
  if (intent === "status") {
    const change = readStatusChange(form);
    if (!change) throw data("Unknown request", { status: 400 });
    const changed = await changeListingStatus(database.db, slug, change);
    if (!changed) throw data("Property not found", { status: 404 });
    const message = statusChangeMessage(changed.name, change);
    await recordAdminAction(context, {
      actor: user.email,
      action: "property-status-changed",
      subject: message,
    });
    return { message };
  }
  throw data("Unknown request", { status: 400 });
}

export default function ManageProperties({ loaderData, actionData }: Route.ComponentProps) {
  const { query, pages, properties, total, people } = loaderData;
  return (
    <main id="main" className="page">
      <PageTitle>Manage Properties</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Manage Properties</h1>
      <ConfirmationNotice />
      {actionData && (
        <p className="notice notice--success" role="status">
          {actionData.message}
        </p>
      )}
      <div className="admin-toolbar">
        <Link className="button" to="/addservice">
          Add a property
        </Link>
        <Link className="button button--secondary" to="/import">
          Import a spreadsheet
        </Link>
        <Form method="get" className="admin-toolbar__search" role="search" key={adminPropertiesHref(query)}>
          <label htmlFor="manage-search">Search by name, place or reference</label>
          <input
            id="manage-search"
            name="q"
            type="search"
            defaultValue={query.search}
            maxLength={MAX_ADMIN_SEARCH_LENGTH}
          />
          <label htmlFor="manage-publication">Publication</label>
          <select id="manage-publication" name="publication" defaultValue={query.publication ?? ""}>
            <option value="">All</option>
            {PUBLICATIONS.map((publication) => (
              <option key={publication} value={publication}>
                {PUBLICATION_LABELS[publication]}
              </option>
            ))}
          </select>
          <label htmlFor="manage-availability">Availability</label>
          <select id="manage-availability" name="availability" defaultValue={query.availability ?? ""}>
            <option value="">All</option>
            {AVAILABILITIES.map((availability) => (
              <option key={availability} value={availability}>
                {AVAILABILITY_LABELS[availability]}
              </option>
            ))}
          </select>
          <label htmlFor="manage-agent">Looked after by</label>
          <select
            id="manage-agent"
            name="agent"
            defaultValue={query.agent === null ? "" : String(query.agent)}
          >
            {loaderData.seesWholeOffice ? (
              <option value="">Everyone</option>
            ) : (
              <>
                <option value="">You</option>
                <option value="all">Everyone in the office</option>
              </>
            )}
            {loaderData.seesWholeOffice &&
              people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
          </select>
          <label className="check">
            <input type="checkbox" name="featured" value="1" defaultChecked={query.featured} />
            Starred only
          </label>
          <button type="submit" className="button">
            Search
          </button>
        </Form>
      </div>
      <p>{total === 1 ? "1 property" : `${total.toLocaleString("en-KE")} properties`}</p>
      {properties.length > 0 && (
        <div className="admin-table__scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Reference</th>
                <th scope="col">Type</th>
                <th scope="col">City</th>
                <th scope="col">Price</th>
                <th scope="col">Listed</th>
                <th scope="col">Looked after by</th>
                <th scope="col">Status</th>
                <th scope="col">Open reports</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {properties.map((property) => (
                <PropertyRow key={property.slug} property={property} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={query.page}
        pages={pages}
        hrefFor={(page) => adminPropertiesHref({ ...query, page })}
      />
    </main>
  );
}

/**
 * One property with its statuses, each changed by one button (a small form of its own, shown
 * changed at once while it is sent), its Update link and a Delete button that removes the row.
 */
function PropertyRow({
  property,
}: {
  property: AdminPropertyRow & {
    stale: boolean;
    openReports: number;
    agentName: string | null;
    mayChange: boolean;
  };
}) {
  const deleter = useFetcher();
  const statusChanger = useFetcher();
  if (deleter.state !== "idle") return null;
  const pending = statusChanger.formData ? readStatusChange(statusChanger.formData) : null;
  const status: ListingStatus = { ...property, ...pending };
  const { name, slug } = property;

  const statusButton = (field: keyof ListingStatus, value: string, label: string, text: string) => (
    <statusChanger.Form key={`${field}-${value}`} method="post" className="status-controls__form">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="intent" value="status" />
      <button
        type="submit"
        name={field}
        value={value}
        className="status-controls__button"
        aria-label={label}
        aria-pressed={field === "featured" ? status.featured : undefined}
      >
        {text}
      </button>
    </statusChanger.Form>
  );
  const availabilityChoices: Availability[] = [
    "available",
    "under-offer",
    closingAvailability(property.type),
  ];

  return (
    <tr>
      <th scope="row">{name}</th>
      <td data-label="Reference">{listingReference(property.id)}</td>
      <td data-label="Type">{PROPERTY_TYPE_LABELS[property.type]}</td>
      <td data-label="City">{property.city}</td>
      <td data-label="Price">
        {formatListedAmount(property.newPrice ?? property.price, property.currency)}
        {property.newPrice !== null && ` (${formatListedAmount(property.price, property.currency)})`}
      </td>
      <td data-label="Listed">{property.listedOn}</td>
      <td data-label="Looked after by">{property.agentName ?? "The office"}</td>
      <td className="admin-table__status">
        <p className="status-controls__state">
          {PUBLICATION_LABELS[status.publication]} · {AVAILABILITY_LABELS[status.availability]}
        </p>
        {property.stale && (
          <p className="stale-mark">
            <Link to="/availability">Availability not checked recently</Link>
          </p>
        )}
        {property.mayChange && (
          <div className="status-controls">
            {statusButton(
              "featured",
              status.featured ? "0" : "1",
              `Star ${name}`,
              status.featured ? "★" : "☆",
            )}
            {status.publication === "draft"
              ? statusButton("publication", "published", `Publish ${name}`, "Publish")
              : statusButton("publication", "draft", `Unpublish ${name}`, "Unpublish")}
            {availabilityChoices
              .filter((availability) => availability !== status.availability)
              .map((availability) =>
                statusButton(
                  "availability",
                  availability,
                  `Mark ${name} ${AVAILABILITY_LABELS[availability].toLowerCase()}`,
                  AVAILABILITY_LABELS[availability],
                ),
              )}
          </div>
        )}
      </td>
      <td data-label="Open reports">
        {property.openReports > 0 ? (
          <Link to="/messages">{property.openReports.toLocaleString("en-KE")}</Link>
        ) : (
          "None"
        )}
      </td>
      <td className="admin-table__actions">
        <div className="admin-table__buttons">
          {property.mayChange && (
            <Link
              className="button button--secondary"
              to={`/updateservice/${slug}`}
              aria-label={`Update ${name}`}
            >
              Update
            </Link>
          )}
          <Link
            className="button button--secondary"
            to={`/window-card/${slug}`}
            aria-label={`Window card of ${name}`}
          >
            Window card
          </Link>
          {property.mayChange && (
            <deleter.Form
              method="post"
              onSubmit={(event) => {
                if (!confirm(`Delete “${name}”? This cannot be undone.`)) event.preventDefault();
              }}
            >
              <input type="hidden" name="slug" value={slug} />
              <button
                type="submit"
                name="intent"
                value="delete"
                className="button button--danger"
                aria-label={`Delete ${name}`}
              >
                Delete
              </button>
            </deleter.Form>
          )}
        </div>
      </td>
    </tr>
  );
}
