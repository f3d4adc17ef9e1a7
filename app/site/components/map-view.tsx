import { useTranslation } from "~/i18n/language-context";
import { Link } from "react-router";
import { type ListingQuery, listingQueryString } from "~/domain/listing-query";
import type { MapSettings, ResultsMapData } from "~/domain/map-settings";
import { MAP, mapDataAttributes } from "~/ui/map/map.contract";

/** The list's two views, as links that keep every filter. */
export function ViewToggle({
  query,
  hrefFor,
}: {
  query: ListingQuery;
  hrefFor: (query: ListingQuery) => string;
}) {
  const { t } = useTranslation();
  return (
    <nav className="view-toggle" aria-label={t("Show the properties")}>
      {(["list", "map"] as const).map((view) => (
        <Link
          key={view}
          to={hrefFor({ ...query, view })}
          className="view-toggle__option"
          aria-current={query.view === view ? "page" : undefined}
          preventScrollReset
        >
          {t(view === "list" ? "List" : "Map")}
        </Link>
      ))}
    </nav>
  );
}

interface ResultsMapProps {
  query: ListingQuery;
  settings: MapSettings;
  hrefFor: (query: ListingQuery) => string;
}

/**
 * The list's results on a map (drawn by app/site/scripts/maps.ts as the page opens), with
 * "Search this area" once the visitor moves it. Without scripts it says so, and the list
 * follows as usual.
 */
export function ResultsMap({ query, settings, hrefFor }: ResultsMapProps) {
  const { t, localPath } = useTranslation();
  const data: ResultsMapData = {
    kind: "results",
    settings,
    results: localPath(
      `/properties/map.json${listingQueryString({ ...query, page: 1, view: "list", sort: null })}`,
    ),
    area: query.area,
    labels: { group: t("{count} properties"), showInList: t("show them in the list") },
  };
  return (
    <section className="results-map" aria-label={t("Map of the properties")} {...mapDataAttributes(data)}>
      <div className="map-canvas results-map__canvas" {...{ [MAP.canvas]: true }}>
        <p className="results-map__fallback" {...{ [MAP.fallback]: true }}>
          {t("The map needs JavaScript; the properties are listed below.")}
        </p>
      </div>
      <div className="results-map__bar">
        <button type="button" className="button" {...{ [MAP.search]: true }} hidden>
          {t("Search this area")}
        </button>
        <p className="results-map__note" {...{ [MAP.empty]: true }} hidden>
          {t("None of these properties is on the map yet.")}
        </p>
        {query.area && (
          <p className="results-map__note">
            {t("Only the area you searched on the map.")}{" "}
            <Link to={hrefFor({ ...query, area: null, page: 1 })}>{t("Search everywhere")}</Link>
          </p>
        )}
      </div>
    </section>
  );
}
