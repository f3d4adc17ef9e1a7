import { data, Form, isRouteErrorResponse, Link, redirect } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { AlertSignUp } from "~/site/components/alert-sign-up";
import { FilterMenu } from "~/site/components/filter-menu";
import { ListingFilters } from "~/site/components/listing-filters";
import { ResultsMap, ViewToggle } from "~/site/components/map-view";
import { Pagination } from "~/ui/pagination";
import { PropertyGrid } from "~/site/components/property-grid";
import { SearchWords } from "~/site/components/search-words";
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
  DEFAULT_SORT_LABEL,
  RELEVANCE_SORT_LABEL,
  relevanceTerms,
  SORT_LABELS,
  SORT_OPTIONS,
  sortFitsType,
  sortsRentsApart,
  type ListingQuery,
  withPricesInDollars,
} from "~/domain/listing-query";
import { listingsDescription, listingsHeadline } from "~/domain/listing-titles";
import { formatMapArea } from "~/domain/map-area";
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from "~/domain/property-type";
import { pathInLanguage } from "~/domain/language";
import { useTranslation } from "~/i18n/language-context";
import { requestLanguage } from "~/i18n/request-language";
import { canAlert, isListedCity } from "~/domain/search-alerts";
import { emptySearchKey } from "~/domain/search-demand";
import { priceWordsIn } from "~/domain/search-terms";
import { keptCities, keptSettings, shownListingsNow } from "~/services/content-reads.server";
import { searchListings } from "~/services/listing-search.server";
import { notePageVisit, servicesFrom } from "~/services/context.server";
import { mapSettingsFrom } from "~/services/map-settings.server";
import { publicPageUrl } from "~/services/public-address.server";
import type { Route } from "./+types/properties";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = servicesFrom(context);
  const params = new URL(request.url).searchParams;
  const query = parseListingQuery(params);
  // Without scripts the filter form sends its empty fields too: move to the tidy address.
  if (hasEmptyFields(params)) throw redirect(pathInLanguage(hrefFor(query), requestLanguage(request)));
  const [{ kesRate }, shown] = await Promise.all([keptSettings(context), shownListingsNow(context)]);
  const [{ listings, total, correctedSearch }, cities] = await Promise.all([
    searchListings(context, withPricesInDollars(query, kesRate), shown, {
      asTyped: params.get(AS_TYPED) === "1",
    }),
    keptCities(context, query.includeClosed ? shown : undefined),
  ]);
  const canonicalUrl = publicPageUrl(request, context, hrefFor({ ...query, view: "list" }));
  // A page past the last says so to the visitor, and is not found for crawlers.
  const pastTheEnd = query.page > 1 && listings.length === 0;
  const wanted = total === 0 ? emptySearchKey(query) : null;
  if (wanted) notePageVisit(context, { kind: "empty-search", search: wanted });
  const alertsOn = config.smtp !== null;
  const map = query.view === "map" ? mapSettingsFrom(context) : null;
  const areaUnreadable = hasUnreadableArea(params);
  return data(
    { query, listings, total, correctedSearch, cities, canonicalUrl, alertsOn, map, areaUnreadable },
    { status: pastTheEnd ? 404 : 200 },
  );
}

const hrefFor = (query: ListingQuery) => `/properties${listingQueryString(query)}`;

/** Set by "Search instead for …": the words as typed, not read again as the nearest ones. */
const AS_TYPED = "as-typed";

/** The search form's id: the finer filters, laid out below the menus, are its fields too. */
const SEARCH_FORM = "listing-search";

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { query, listings, total, correctedSearch, cities, canonicalUrl, alertsOn, map, areaUnreadable } =
    loaderData;
  const shownQuery = correctedSearch === null ? query : { ...query, search: correctedSearch };
  const defaultSortLabel = relevanceTerms(shownQuery) ? RELEVANCE_SORT_LABEL : DEFAULT_SORT_LABEL;
  const pages = pageCount(total);
  const { t, locale, localPath } = useTranslation();
  const localHref = (wanted: ListingQuery) => localPath(hrefFor(wanted));

  const typeOptions = [
    { label: t("All"), to: localHref({ ...query, type: null, page: 1 }), selected: query.type === null },
    ...PROPERTY_TYPES.map((type) => ({
      label: t(PROPERTY_TYPE_LABELS[type]),
      to: localHref(pickFilter(query, "type", type)),
      selected: query.type === type,
    })),
  ];
  const cityOptions = [
    { label: t("All"), to: localHref({ ...query, city: null, page: 1 }), selected: query.city === null },
    ...cities.map((city) => ({
      label: city,
      to: localHref(pickFilter(query, "city", city)),
      selected: query.city === city,
    })),
  ];
  const sortOptions = [
    {
      label: t(defaultSortLabel),
      to: localHref({ ...query, sort: null, page: 1 }),
      selected: query.sort === null,
    },
    ...SORT_OPTIONS.filter((sort) => sortFitsType(sort, query.type)).map((sort) => ({
      label: t(SORT_LABELS[sort]),
      to: localHref(pickFilter(query, "sort", sort)),
      selected: query.sort === sort,
    })),
  ];

  return (
    <main id="main" className="page">
      <PageTitle>{listingsHeadline(query, t)}</PageTitle>
      <meta name="description" content={listingsDescription(query, t)} />
      <link rel="canonical" href={canonicalUrl} />
      <h1>{t("Properties")}</h1>

      <div className="listing-controls" key={listingQueryString(query)}>
        <Form
          id={SEARCH_FORM}
          method="get"
          action={localPath("/properties")}
          className="search-form"
          role="search"
        >
          <SearchWords id="search" defaultValue={query.search}>
            {query.type && <input type="hidden" name="type" value={query.type} />}
            {query.city && <input type="hidden" name="city" value={query.city} />}
            {query.sort && <input type="hidden" name="sort" value={query.sort} />}
            {query.area && <input type="hidden" name="area" value={formatMapArea(query.area)} />}
            {query.view === "map" && <input type="hidden" name="view" value="map" />}
          </SearchWords>
        </Form>
        {searchTooShort(query.search) && (
          <p className="notice" role="status">
            {t("Type at least {{count}} letters to search: showing every listing for now.", {
              count: SHORTEST_SEARCH,
            })}
          </p>
        )}
        {correctedSearch !== null && (
          <p className="notice" role="status">
            {t("Showing results for {{search}}.", { search: correctedSearch })}{" "}
            <Link to={`${localHref(query)}&${AS_TYPED}=1`}>
              {t("Search instead for {{search}}", { search: query.search })}
            </Link>
          </p>
        )}
        {priceWordsIn(query.search).map((word) => (
          <p key={word} className="notice" role="status">
            {t("“{{word}}” is no filter: set a price range under More filters.", { word })}
          </p>
        ))}
        {areaUnreadable && (
          <p className="notice" role="status">
            {t("The map area in the address could not be read: showing the properties everywhere.")}
          </p>
        )}
        <div className="filter-bar">
          <FilterMenu
            label={t("Type")}
            value={t(query.type ? PROPERTY_TYPE_LABELS[query.type] : "All")}
            options={typeOptions}
          />
          <FilterMenu label={t("City")} value={query.city ?? t("All")} options={cityOptions} />
          <FilterMenu
            label={t("Sort")}
            value={t(query.sort ? SORT_LABELS[query.sort] : defaultSortLabel)}
            options={sortOptions}
          />
        </div>
        {sortsRentsApart(query) && <p className="sort-note">{t("For sale first, then to rent")}</p>}
        <ListingFilters query={query} form={SEARCH_FORM} />
      </div>

      <div className="result-bar">
        <h2 className="result-count" aria-live="polite">
          {t("{{count}} properties", { count: total, formatted: total.toLocaleString(locale) })}
        </h2>
        {hasFilters(query) && (
          <Link to={localHref(clearFilters(query))} className="result-bar__clear" preventScrollReset>
            {t("Clear filters")}
          </Link>
        )}
        <ViewToggle query={query} hrefFor={localHref} />
      </div>
      {alertsOn && canAlert(query) && isListedCity(query, cities) && <AlertSignUp query={query} folded />}
      {map && <ResultsMap query={query} settings={map} hrefFor={localHref} />}
      {listings.length > 0 ? (
        <PropertyGrid listings={listings} label={t("Properties")} eagerCards={3} />
      ) : (
        <p className="empty-state">{t("No property found")}</p>
      )}
      <Pagination page={query.page} pages={pages} hrefFor={(page) => localHref({ ...query, page })} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const message = t(
    isRouteErrorResponse(error)
      ? String(error.data)
      : "The properties could not be loaded. Please try again.",
  );
  return (
    <main id="main" className="page page--narrow status-page">
      <h1>{t("Properties")}</h1>
      <p role="alert">{t("Error: {{message}}", { message })}</p>
    </main>
  );
}
