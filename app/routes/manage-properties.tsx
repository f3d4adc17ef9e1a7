import { data, Form, Link, useFetcher } from "react-router";
import { ConfirmationNotice } from "~/components/confirmation-notice";
import { Pagination } from "~/components/pagination";
import type { AdminPropertyRow } from "~/data/properties.server";
import { ADMIN_PROPERTIES_PER_PAGE, deleteProperty, findPropertiesForAdmin } from "~/data/properties.server";
import { formatUsd } from "~/domain/money";
import { PROPERTY_TYPE_LABELS } from "~/domain/property";
import { requireAdmin } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { removeStoredImages } from "~/services/image-upload.server";
import type { Route } from "./+types/manage-properties";

const MAX_SEARCH_LENGTH = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const search = (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const page = Math.max(1, Math.trunc(Number(params.get("page"))) || 1);
  const { properties, total } = await findPropertiesForAdmin(servicesFrom(context).database.db, {
    search,
    page,
  });
  const pages = Math.ceil(total / ADMIN_PROPERTIES_PER_PAGE);
  return { search, page, pages, properties, total };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  const slug = form.get("slug");
  if (form.get("intent") !== "delete" || typeof slug !== "string") {
    throw data("Unknown request", { status: 400 });
  }
  const { database, media } = servicesFrom(context);
  const deleted = await deleteProperty(database.db, slug);
  if (!deleted) throw data("Property not found", { status: 404 });
  await removeStoredImages(media, deleted.removedStorageKeys);
  return { deleted: deleted.name };
}

function hrefFor(search: string, page: number) {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/manage-properties?${query}` : "/manage-properties";
}

export default function ManageProperties({ loaderData, actionData }: Route.ComponentProps) {
  const { search, page, pages, properties, total } = loaderData;
  return (
    <main id="main" className="page">
      <title>Manage Properties · Makazi</title>
      <meta name="robots" content="noindex" />
      <h1>Manage Properties</h1>
      <ConfirmationNotice />
      {actionData && (
        <p className="notice notice--success" role="status">
          Deleted “{actionData.deleted}”.
        </p>
      )}
      <div className="admin-toolbar">
        <Link className="button" to="/addservice">
          Add Service
        </Link>
        <Form method="get" className="admin-toolbar__search" role="search">
          <label htmlFor="manage-search">Search by name or city</label>
          <input
            id="manage-search"
            name="q"
            type="search"
            defaultValue={search}
            maxLength={MAX_SEARCH_LENGTH}
          />
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
                <th scope="col">Type</th>
                <th scope="col">City</th>
                <th scope="col">Price</th>
                <th scope="col">Published</th>
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
      <Pagination page={page} pages={pages} hrefFor={(target) => hrefFor(search, target)} />
    </main>
  );
}

/** One property with its Update link and a Delete button that removes the row in place. */
function PropertyRow({ property }: { property: AdminPropertyRow }) {
  const fetcher = useFetcher();
  if (fetcher.state !== "idle") return null;
  return (
    <tr>
      <th scope="row">{property.name}</th>
      <td>{PROPERTY_TYPE_LABELS[property.type]}</td>
      <td>{property.city}</td>
      <td>
        {formatUsd(property.newPrice ?? property.price)}
        {property.newPrice !== null && ` (${formatUsd(property.price)})`}
      </td>
      <td>{property.published}</td>
      <td className="admin-table__actions">
        <Link to={`/updateservice/${property.slug}`} aria-label={`Update ${property.name}`}>
          Update
        </Link>
        <fetcher.Form
          method="post"
          onSubmit={(event) => {
            if (!confirm(`Delete “${property.name}”? This cannot be undone.`)) event.preventDefault();
          }}
        >
          <input type="hidden" name="slug" value={property.slug} />
          <button
            type="submit"
            name="intent"
            value="delete"
            className="button button--danger"
            aria-label={`Delete ${property.name}`}
          >
            Delete
          </button>
        </fetcher.Form>
      </td>
    </tr>
  );
}
