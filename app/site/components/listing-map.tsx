import { useTranslation, useWrittenText } from "~/i18n/language-context";
import { openStreetMapLink, type PublicPosition } from "~/domain/coordinates";
import type { ListingMapData, MapSettings } from "~/domain/map-settings";
import { MAP, mapDataAttributes } from "~/ui/map/map.contract";

interface ListingMapProps {
  name: string;
  /** The place in words: "Kilimani, Nairobi". */
  place: string;
  position: PublicPosition;
  settings: MapSettings;
}

/**
 * Where a listing is: the place in words and a link to it on openstreetmap.org, and with
 * scripts a "Show on map" button that loads the map (app/site/scripts/maps.ts). An approximate
 * location is only ever its circle's centre.
 */
export function ListingMap({ name, place, position, settings }: ListingMapProps) {
  const { t } = useTranslation();
  const data: ListingMapData = { kind: "listing", settings, position, name };
  return (
    <section className="listing-map" aria-labelledby="listing-map-heading" {...mapDataAttributes(data)}>
      <h2 id="listing-map-heading">{t("Location")}</h2>
      <p className="listing-map__place">
        <span lang={useWrittenText(place).lang}>{place}</span>
        {position.radiusMetres !== null && (
          <span className="listing-map__precision">
            {" "}
            ·{" "}
            {t("approximate: within about {{radius}} m of the point shown", {
              radius: position.radiusMetres,
            })}
          </span>
        )}
      </p>
      <div className="map-canvas listing-map__canvas" {...{ [MAP.canvas]: true }} hidden />
      <p className="listing-map__actions">
        <button type="button" className="button button--secondary" {...{ [MAP.show]: true }} hidden>
          {t("Show on map")}
        </button>
        <a href={openStreetMapLink(position)} target="_blank" rel="noopener noreferrer">
          {t("See it on OpenStreetMap")}
        </a>
      </p>
    </section>
  );
}
