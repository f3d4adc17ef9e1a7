import type { FormEvent } from "react";
import { data, Form, isRouteErrorResponse, Link, redirect, useNavigate } from "react-router";
import { AlertSignUp } from "~/components/alert-sign-up";
import { FilterMenu } from "~/components/filter-menu";
import { ListingFilters } from "~/components/listing-filters";
import { ResultsMap, ViewToggle } from "~/components/map-view";
import { Pagination } from "~/components/pagination";
import { PropertyGrid } from "~/components/property-grid";
import { findCities, findListings } from "~/data/listing-search.server";
import { findSettings } from "~/data/settings.server";
import {
  clearFilters,
  hasEmptyFields,
  hasFilters,
  hasUnreadableArea,
  listingQueryString,
  pageCount,
  parseListingQuery,
  pickFilter,
  searchTooShort,
  SHORTEST_SEARCH,
  SORT_LABELS,
  SORT_OPTIONS,
  type ListingQuery,
  withPricesInDollars,
} from "~/domain/listing-query";
import { listingsDescription, listingsHeadline } from "~/domain/listing-titles";
import { formatMapArea } from "~/domain/map-area";
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from "~/domain/property-type";
import { canAlert } from "~/domain/search-alerts";
import { emptySearchKey } from "~/domain/search-demand";
import { notePageVisit, servicesFrom } from "~/services/context.server";
import { mapSettingsFrom } from "~/services/map-settings.server";
import { publicUrl } from "~/services/public-address.server";
import type { Route } from "./+types/properties";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, config } = servicesFrom(context);
  const params = new URL(request.url).searchParams;
  const query = parseListingQuery(params);
  // Without scripts the filter form sends its empty fields too: move to the tidy address.
  if (hasEmptyFields(params)) throw redirect(hrefFor(query));
  const { kesRate } = await findSettings(database.db);
  const [{ listings, total }, cities] = await Promise.all([
    findListings(database.db, withPricesInDollars(query, kesRate)),
    findCities(database.db, { includeClosed: query.includeClosed }),
  ]);
  const canonicalUrl = publicUrl(request, context, hrefFor({ ...query, view: "list" }));
  // A page past the last says so to the visitor, and is not found for crawlers.
  const pastTheEnd = query.page > 1 && listings.length === 0;
  const wanted = total === 0 ? emptySearchKey(query) : null;
  if (wanted) notePageVisit(context, { kind: "empty-search", search: wanted });
  const alertsOn = config.smtp !== null;
  const map = query.view === "map" ? mapSettingsFrom(context) : null;
  const areaUnreadable = hasUnreadableArea(params);
  return data(
    { query, listings, total, cities, canonicalUrl, alertsOn, map, areaUnreadable },
    { status: pastTheEnd ? 404 : 200 },
  );
}

const hrefFor = (query: ListingQuery) => `/properties${listingQueryString(query)}`;

/** The search form's id: the finer filters, laid out below the menus, are its fields too. */
const SEARCH_FORM = "listing-search";

/** The query the search and filter form asks for, read as the server would read its address. */
function submittedQuery(form: HTMLFormElement): ListingQuery {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  return { ...parseListingQuery(params), page: 1 };
}

function countLabel(total: number) {
  return total === 1 ? "1 property" : `${total.toLocaleString("en-KE")} properties`;
}

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { query, listings, total, cities, canonicalUrl, alertsOn, map, areaUnreadable } = loaderData;
  const pages = pageCount(total);
  const navigate = useNavigate();
  // With scripts, go straight to the tidy address rather than through the server's redirect.
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(hrefFor(submittedQuery(event.currentTarget)));
  };

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
        <Form
          id={SEARCH_FORM}
          method="get"
          action="/properties"
          className="search-form"
          role="search"
          onSubmit={search}
        >
          <label htmlFor="search" className="search-form__label">
            Search
          </label>
          <div className="search-form__row">
            <input
              id="search"
              name="q"
              type="search"
              defaultValue={query.search}
              placeholder="Name, place or reference (MK-1042)"
              maxLength={100}
              className="search-form__input"
            />
            {query.type && <input type="hidden" name="type" value={query.type} />}
            {query.city && <input type="hidden" name="city" value={query.city} />}
            {query.sort && <input type="hidden" name="sort" value={query.sort} />}
            {query.area && <input type="hidden" name="area" value={formatMapArea(query.area)} />}
            {query.view === "map" && <input type="hidden" name="view" value="map" />}
            <button type="submit" className="button">
              Search
            </button>
          </div>
        </Form>
        {searchTooShort(query.search) && (
          <p className="notice" role="status">
            {`Type at least ${SHORTEST_SEARCH} letters to search: showing every listing for now.`}
          </p>
        )}
        {areaUnreadable && (
          <p className="notice" role="status">
            The map area in the address could not be read: showing the properties everywhere.
          </p>
        )}
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
        <ListingFilters query={query} form={SEARCH_FORM} />
      </div>

      <div className="result-bar">
        <h2 className="result-count" aria-live="polite">
          {countLabel(total)}
        </h2>
        {hasFilters(query) && (
          <Link to={hrefFor(clearFilters(query))} className="result-bar__clear" preventScrollReset>
            Clear filters
          </Link>
        )}
        <ViewToggle query={query} hrefFor={hrefFor} />
      </div>
      {alertsOn && canAlert(query) && <AlertSignUp query={query} folded />}
      {map && <ResultsMap query={query} settings={map} hrefFor={hrefFor} />}
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
