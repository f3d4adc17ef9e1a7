import { Form, isRouteErrorResponse } from "react-router";
import { FilterMenu } from "~/components/filter-menu";
import { Pagination } from "~/components/pagination";
import { PropertyGrid } from "~/components/property-grid";
import { findCities, findListings } from "~/data/properties.server";
import {
  listingQueryString,
  pageCount,
  parseListingQuery,
  pickFilter,
  SORT_LABELS,
  SORT_OPTIONS,
  type ListingQuery,
} from "~/domain/listing-query";
import { listingsDescription, listingsHeadline } from "~/domain/listing-titles";
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from "~/domain/property";
import { servicesFrom } from "~/services/context.server";
import { publicUrl } from "~/services/public-address.server";
import type { Route } from "./+types/properties";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = servicesFrom(context);
  const query = parseListingQuery(new URL(request.url).searchParams);
  const [{ listings, total }, cities] = await Promise.all([
    findListings(database.db, query),
    findCities(database.db),
  ]);
  const canonicalUrl = publicUrl(request, context, `/properties${listingQueryString(query)}`);
  return { query, listings, total, cities, canonicalUrl };
}

const hrefFor = (query: ListingQuery) => `/properties${listingQueryString(query)}`;

function countLabel(total: number) {
  return total === 1 ? "1 property" : `${total.toLocaleString("en-KE")} properties`;
}

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { query, listings, total, cities, canonicalUrl } = loaderData;
  const pages = pageCount(total);

  const typeOptions = [
    { label: "All", to: hrefFor({ ...query, type: null, page: 1 }), selected: query.type === null },
    ...PROPERTY_TYPES.map((type) => ({
      label: PROPERTY_TYPE_LABELS[type],
      to: hrefFor(pickFilter(query, "type", type)),
      selected: query.type === type,
    })),
  ];
  const cityOptions = [
    { label: "All", to: hrefFor({ ...query, city: null, page: 1 }), selected: query.city === null },
    ...cities.map((city) => ({
      label: city,
      to: hrefFor(pickFilter(query, "city", city)),
      selected: query.city === city,
    })),
  ];
  const sortOptions = [
    { label: "All", to: hrefFor({ ...query, sort: null, page: 1 }), selected: query.sort === null },
    ...SORT_OPTIONS.map((sort) => ({
      label: SORT_LABELS[sort],
      to: hrefFor(pickFilter(query, "sort", sort)),
      selected: query.sort === sort,
    })),
  ];

  return (
    <main id="main" className="page">
      <title>{`${listingsHeadline(query)} · Makazi`}</title>
      <meta name="description" content={listingsDescription(query)} />
      <link rel="canonical" href={canonicalUrl} />
      <h1>Properties</h1>

      <div className="listing-controls" key={listingQueryString(query)}>
        <Form method="get" action="/properties" className="search-form" role="search">
          <label htmlFor="search" className="search-form__label">
            Search
          </label>
          <div className="search-form__row">
            <input
              id="search"
              name="q"
              type="search"
              defaultValue={query.search}
              placeholder="Search by name"
              maxLength={100}
              className="search-form__input"
            />
            {query.type && <input type="hidden" name="type" value={query.type} />}
            {query.city && <input type="hidden" name="city" value={query.city} />}
            {query.sort && <input type="hidden" name="sort" value={query.sort} />}
            <button type="submit" className="button">
              Search
            </button>
          </div>
        </Form>
        <div className="filter-bar">
          <FilterMenu
            label="Type"
            value={query.type ? PROPERTY_TYPE_LABELS[query.type] : "All"}
            options={typeOptions}
          />
          <FilterMenu label="City" value={query.city ?? "All"} options={cityOptions} />
          <FilterMenu
            label="Sort"
            value={query.sort ? SORT_LABELS[query.sort] : "All"}
            options={sortOptions}
          />
        </div>
      </div>

      <h2 className="result-count" aria-live="polite">
        {countLabel(total)}
      </h2>
      {listings.length > 0 ? (
        <PropertyGrid listings={listings} label="Properties" eagerCards={3} />
      ) : (
        <p className="empty-state">No property found</p>
      )}
      <Pagination page={query.page} pages={pages} hrefFor={(page) => hrefFor({ ...query, page })} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? String(error.data)
    : "The properties could not be loaded. Please try again.";
  return (
    <main id="main" className="page page--narrow status-page">
      <h1>Properties</h1>
      <p role="alert">Error: {message}</p>
    </main>
  );
}
