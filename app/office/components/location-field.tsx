import { useEffect, useRef, useState } from "react";
import {
  type Coordinates,
  LOCATION_PRECISION_LABELS,
  LOCATION_PRECISIONS,
  parseCoordinate,
  splitCoordinatePair,
} from "~/domain/coordinates";
import type { MapSettings } from "~/domain/map-settings";
import { type PropertyField, propertyFields, type PropertyFormValues } from "~/domain/property-fields";
import { type LocationPicker, loadMapScript } from "~/ui/map/map-loader";
import { FormField } from "../../ui/form-field";

interface LocationFieldProps {
  values: PropertyFormValues;
  errors: Partial<Record<PropertyField, string>>;
  settings: MapSettings;
}

function pointOf(latitude: string, longitude: string): Coordinates | null {
  const parsedLatitude = parseCoordinate(latitude, "latitude");
  const parsedLongitude = parseCoordinate(longitude, "longitude");
  return parsedLatitude === null || parsedLongitude === null
    ? null
    : { latitude: parsedLatitude, longitude: parsedLongitude };
}

/**
 * Where the listing is: latitude and longitude typed (a pair pasted into the first box is
 * split), or set by clicking the map, and whether visitors see the point or a circle around
 * it. The map loads with the form; the boxes work without it.
 */
export function LocationField({ values, errors, settings }: LocationFieldProps) {
  const [latitude, setLatitude] = useState(values.latitude);
  const [longitude, setLongitude] = useState(values.longitude);
  const canvas = useRef<HTMLDivElement>(null);
  const picker = useRef<LocationPicker | null>(null);
  const start = useRef(pointOf(values.latitude, values.longitude));

  useEffect(() => {
    let cancelled = false;
    void loadMapScript(settings).then((script) => {
      if (cancelled || !canvas.current) return;
      picker.current = script.pickLocation(canvas.current, settings, start.current, (point) => {
        setLatitude(String(point.latitude));
        setLongitude(String(point.longitude));
      });
    });
    return () => {
      cancelled = true;
      picker.current?.remove();
      picker.current = null;
    };
  }, [settings]);

  useEffect(() => picker.current?.moveTo(pointOf(latitude, longitude)), [latitude, longitude]);

  const typeLatitude = (text: string) => {
    const pair = splitCoordinatePair(text);
    setLatitude(pair ? pair.latitude : text);
    if (pair) setLongitude(pair.longitude);
  };

  return (
    <fieldset className="form__group location-field">
      <legend>Location on the map</legend>
      <p className="form__hint">
        Click the map to put the listing there, or type its coordinates in decimal degrees (e.g. -1.2921 and
        36.8219). Leave both empty to keep it off the map.
      </p>
      <div
        ref={canvas}
        className="map-canvas location-field__map"
        data-testid="location-map"
        role="group"
        aria-label="Map: click to set the listing's location"
      />
      <FormField id="property-latitude" field={propertyFields.latitude} error={errors.latitude}>
        {(control) => (
          <input {...control} value={latitude} onChange={(event) => typeLatitude(event.target.value)} />
        )}
      </FormField>
      <FormField id="property-longitude" field={propertyFields.longitude} error={errors.longitude}>
        {(control) => (
          <input {...control} value={longitude} onChange={(event) => setLongitude(event.target.value)} />
        )}
      </FormField>
      <FormField
        id="property-location-precision"
        field={propertyFields.locationPrecision}
        error={errors.locationPrecision}
      >
        {(control) => (
          <select {...control} defaultValue={values.locationPrecision}>
            {LOCATION_PRECISIONS.map((precision) => (
              <option key={precision} value={precision}>
                {LOCATION_PRECISION_LABELS[precision]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setLatitude("");
          setLongitude("");
        }}
        disabled={latitude === "" && longitude === ""}
      >
        Take it off the map
      </button>
    </fieldset>
  );
}
