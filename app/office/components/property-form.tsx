import { useState, useSyncExternalStore } from "react";
import { Form } from "react-router";
import { COMMON_AMENITIES } from "~/domain/amenities";
import {
  DETAILS_BY_TYPE,
  isPlotSizeUnit,
  PLOT_SIZE_UNIT_LABELS,
  PLOT_SIZE_UNITS,
  PRICE_PERIOD_LABELS,
  RENT_PERIODS,
  TENURE_LABELS,
  TENURES,
} from "~/domain/listing-details";
import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  PUBLICATION_LABELS,
  PUBLICATIONS,
} from "~/domain/listing-status";
import { CURRENCIES, type Currency, CURRENCY_LABELS, isCurrency } from "~/domain/currency";
import { type PropertyField, propertyFields, type PropertyFormValues } from "~/domain/property-fields";
import { formCurrency, newPriceText } from "~/domain/property-form";
import { plotSizeReading } from "~/domain/plot-size";
import { amountReading, PRICE_CURRENCY_LABELS } from "~/domain/price-input";
import type { MapSettings } from "~/domain/map-settings";
import { type ListingPhoto } from "~/domain/property";
import { isPropertyType, PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from "~/domain/property-type";
import { ErrorSummary } from "../../ui/error-summary";
import { FormField } from "../../ui/form-field";
import { LocationField } from "./location-field";
import { PhotoUploader } from "./photo-uploader";
import { PropertyPhotosField } from "./property-photos-field";

interface PropertyFormProps {
  values: PropertyFormValues;
  errors: Partial<Record<PropertyField, string>>;
  cities: string[];
  /** The property's stored photos, to show the ones the form keeps by id. */
  savedPhotos: ListingPhoto[];
  submitLabel: string;
  submitting: boolean;
  /** The tiles and the map's script, for the location's map. */
  map: MapSettings;
  /** Shillings to a dollar, to show what a typed amount comes to in the other currency. */
  kesRate: number;
}

const readingId = (fieldId: string) => `${fieldId}-reading`;

/** What a typed amount was read as, beside its field: written by the server too, so a form answered again shows it. */
function AmountReading({
  fieldId,
  typed,
  currency,
  kesRate,
}: {
  fieldId: string;
  typed: string;
  currency: Currency;
  kesRate: number;
}) {
  return (
    <p id={readingId(fieldId)} className="form__hint" aria-live="polite">
      {amountReading(typed, currency, kesRate)}
    </p>
  );
}

/** The control's own description and the reading of what is typed in it. */
const describedWithReading = (describedBy: string | undefined, fieldId: string) =>
  [describedBy, readingId(fieldId)].filter(Boolean).join(" ");

/** A field's label naming the currency its amount is in: `Deposit (Kenyan shillings)`. */
const inCurrency = <Field extends { label: string }>(field: Field, currency: Currency): Field => ({
  ...field,
  label: `${field.label} (${CURRENCY_LABELS[currency]})`,
});

const PLOT_SIZE_ID = "property-plot-size";

/** A plot's size and its unit, with what the size was read as beneath it (`50×100 ft · 0.1148 acres`). */
function PlotSizeFields({ values, errors }: FieldsProps) {
  const [typed, setTyped] = useState(values.plotSize);
  const [unit, setUnit] = useState(values.plotSizeUnit);
  return (
    <>
      <FormField id={PLOT_SIZE_ID} field={propertyFields.plotSize} error={errors.plotSize}>
        {(control) => (
          <>
            <input
              {...control}
              aria-describedby={describedWithReading(control["aria-describedby"], PLOT_SIZE_ID)}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <p id={readingId(PLOT_SIZE_ID)} className="form__hint" aria-live="polite">
              {plotSizeReading(typed, isPlotSizeUnit(unit) ? unit : "acres")}
            </p>
          </>
        )}
      </FormField>
      <FormField id="property-plot-size-unit" field={propertyFields.plotSizeUnit} error={errors.plotSizeUnit}>
        {(control) => (
          <select {...control} value={unit} onChange={(event) => setUnit(event.target.value)}>
            {PLOT_SIZE_UNITS.map((option) => (
              <option key={option} value={option}>
                {PLOT_SIZE_UNIT_LABELS[option]}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}

type AmountFieldName = "deposit" | "serviceCharge" | "utilityDeposit";

/** An amount of a rental in the listing's currency, with what it was read as beneath it. */
function AmountField({
  id,
  name,
  values,
  errors,
  currency,
  kesRate,
}: FieldsProps & { id: string; name: AmountFieldName; currency: Currency; kesRate: number }) {
  const [typed, setTyped] = useState(values[name]);
  return (
    <FormField id={id} field={inCurrency(propertyFields[name], currency)} error={errors[name]}>
      {(control) => (
        <>
          <input
            {...control}
            aria-describedby={describedWithReading(control["aria-describedby"], id)}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <AmountReading fieldId={id} typed={typed} currency={currency} kesRate={kesRate} />
        </>
      )}
    </FormField>
  );
}

/**
 * The add and edit form of a property. Works as a plain form (photos go with it when it is
 * posted); scripts say what each typed amount was read as, fill in the new price, upload photos
 * as they are chosen and rearrange the photos in place.
 */
export function PropertyForm({
  values,
  errors,
  cities,
  savedPhotos,
  submitLabel,
  submitting,
  map,
  kesRate,
}: PropertyFormProps) {
  const [price, setPrice] = useState(values.price);
  // Blank until the office chooses: the currency then follows the type (shillings for rents).
  const [chosenCurrency, setChosenCurrency] = useState(values.priceCurrency);
  const [discount, setDiscount] = useState(values.discount);
  const [photos, setPhotos] = useState(values.photos);
  const [uploading, setUploading] = useState(false);
  const [type, setType] = useState(values.type);
  const currency = formCurrency({ priceCurrency: chosenCurrency, type });

  return (
    <Form method="post" encType="multipart/form-data" className="form" noValidate>
      {/* The first submit button answers the Enter key: saving, not moving an image. */}
      <button
        type="submit"
        name="intent"
        value="save"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      >
        {submitLabel}
      </button>
      {Object.keys(errors).length > 0 && (
        <ErrorSummary submission={errors}>
          Please correct the fields marked below; nothing you typed has been lost.
        </ErrorSummary>
      )}
      <FormField id="property-name" field={propertyFields.name} error={errors.name}>
        {(control) => <input {...control} defaultValue={values.name} />}
      </FormField>
      <FormField id="property-type" field={propertyFields.type} error={errors.type}>
        {(control) => (
          <select {...control} value={type} onChange={(event) => setType(event.target.value)}>
            <option value="" disabled>
              Choose a type
            </option>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {PROPERTY_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="property-price" field={propertyFields.price} error={errors.price}>
        {(control) => (
          <>
            <div className="price-entry">
              <input
                {...control}
                aria-describedby={describedWithReading(control["aria-describedby"], "property-price")}
                value={price}
                onChange={(event) => setPrice(event.target.value)}
              />
              <select
                name={propertyFields.priceCurrency.name}
                aria-label={propertyFields.priceCurrency.label}
                aria-describedby={errors.priceCurrency ? "property-price-currency-error" : undefined}
                value={currency}
                onChange={(event) =>
                  setChosenCurrency(isCurrency(event.target.value) ? event.target.value : "")
                }
              >
                {CURRENCIES.map((option) => (
                  <option key={option} value={option}>
                    {PRICE_CURRENCY_LABELS[option]}
                  </option>
                ))}
              </select>
            </div>
            <AmountReading fieldId="property-price" typed={price} currency={currency} kesRate={kesRate} />
            <p className="form__hint">
              Every amount of the listing is in this currency, stored exactly as typed.
            </p>
            {errors.priceCurrency && (
              <p id="property-price-currency-error" className="form__error">
                {errors.priceCurrency}
              </p>
            )}
          </>
        )}
      </FormField>
      <FormField id="property-discount" field={propertyFields.discount} error={errors.discount}>
        {(control) => (
          <input {...control} value={discount} onChange={(event) => setDiscount(event.target.value)} />
        )}
      </FormField>
      <FormField id="property-new-price" label="New price">
        {(control) => <input {...control} readOnly value={newPriceText(price, discount)} />}
      </FormField>
      <FormField id="property-location" field={propertyFields.location} error={errors.location}>
        {(control) => <input {...control} defaultValue={values.location} />}
      </FormField>
      <FormField id="property-city" field={propertyFields.city} error={errors.city}>
        {(control) => <input {...control} list="property-cities" defaultValue={values.city} />}
      </FormField>
      <datalist id="property-cities">
        {cities.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <FormField id="property-description" field={propertyFields.description} error={errors.description}>
        {(control) => <textarea {...control} rows={8} defaultValue={values.description} />}
      </FormField>
      <fieldset className="form__group">
        <legend>In Kiswahili</legend>
        <p className="form__hint">
          Shown on the Kiswahili pages in place of the English; leave empty to show the English.
        </p>
        <FormField id="property-name-sw" field={propertyFields.nameSw} error={errors.nameSw}>
          {(control) => <input {...control} lang="sw" defaultValue={values.nameSw} />}
        </FormField>
        <FormField
          id="property-description-sw"
          field={propertyFields.descriptionSw}
          error={errors.descriptionSw}
        >
          {(control) => <textarea {...control} lang="sw" rows={6} defaultValue={values.descriptionSw} />}
        </FormField>
      </fieldset>
      <LocationField values={values} errors={errors} settings={map} />
      <TypeDetailsFields type={type} values={values} errors={errors} currency={currency} kesRate={kesRate} />
      <AmenitiesField values={values} error={errors.otherAmenities} />
      <StatusFields values={values} errors={errors} />
      <PropertyPhotosField
        photos={photos}
        savedPhotos={savedPhotos}
        error={errors.photos}
        onChange={setPhotos}
      />
      <PhotoUploader
        photoCount={photos.length}
        onUploaded={(token) => setPhotos((current) => [...current, token])}
        onBusyChange={setUploading}
      />
      <FormField id="property-image-link" field={propertyFields.photoLink} error={errors.photoLink}>
        {(control) => <input {...control} placeholder="https://" defaultValue={values.photoLink} />}
      </FormField>
      <FormField id="property-video-url" field={propertyFields.videoUrl} error={errors.videoUrl}>
        {(control) => <input {...control} defaultValue={values.videoUrl} />}
      </FormField>
      <button type="submit" name="intent" value="image-add" className="button button--secondary">
        Add image
      </button>
      <button type="submit" name="intent" value="save" className="button" disabled={submitting || uploading}>
        {submitting ? "Saving…" : uploading ? "Waiting for the photos…" : submitLabel}
      </button>
    </Form>
  );
}

type FieldsProps = Pick<PropertyFormProps, "values" | "errors">;

const subscribeToNothing = () => () => {};

/** False in the server's HTML and while it hydrates; true once the page's scripts run. */
function useScripted(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The details of each type in a group of their own. With scripts only the chosen type's
 * groups show; without them every group shows, and the server keeps the chosen type's only.
 */
function TypeDetailsFields({
  type,
  values,
  errors,
  currency,
  kesRate,
}: FieldsProps & { type: string; currency: Currency; kesRate: number }) {
  const amount = { values, errors, currency, kesRate };
  const scripted = useScripted();
  const applies = isPropertyType(type) ? DETAILS_BY_TYPE[type] : null;
  const shown = (group: "rooms" | "floor" | "plot" | "rent" | "nightly") =>
    !scripted || applies?.[group] === true;
  return (
    <fieldset className="form__group" hidden={scripted && applies === null}>
      <legend>Details</legend>
      {!scripted && (
        <p className="form__hint">Fill in the group for the chosen type; the other groups are not saved.</p>
      )}
      <fieldset className="form__group" hidden={!shown("rooms")}>
        <legend>Houses and rentals</legend>
        <FormField id="property-bedrooms" field={propertyFields.bedrooms} error={errors.bedrooms}>
          {(control) => <input {...control} defaultValue={values.bedrooms} />}
        </FormField>
        <FormField id="property-bathrooms" field={propertyFields.bathrooms} error={errors.bathrooms}>
          {(control) => <input {...control} defaultValue={values.bathrooms} />}
        </FormField>
      </fieldset>
      <fieldset className="form__group" hidden={!shown("floor")}>
        <legend>Houses, rentals and hotels</legend>
        <FormField id="property-floor-area" field={propertyFields.floorArea} error={errors.floorArea}>
          {(control) => <input {...control} defaultValue={values.floorArea} />}
        </FormField>
      </fieldset>
      <fieldset className="form__group" hidden={!shown("rent")}>
        <legend>Rentals</legend>
        <FormField id="property-rent-period" field={propertyFields.rentPeriod} error={errors.rentPeriod}>
          {(control) => (
            <select {...control} defaultValue={values.rentPeriod}>
              {RENT_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {PRICE_PERIOD_LABELS[period]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <AmountField id="property-deposit" name="deposit" {...amount} />
        <FormField
          id="property-deposit-months"
          field={propertyFields.depositMonths}
          error={errors.depositMonths}
        >
          {(control) => <input {...control} defaultValue={values.depositMonths} />}
        </FormField>
        <FormField
          id="property-agency-fee"
          field={propertyFields.agencyFeePercent}
          error={errors.agencyFeePercent}
        >
          {(control) => <input {...control} defaultValue={values.agencyFeePercent} />}
        </FormField>
        <AmountField id="property-service-charge" name="serviceCharge" {...amount} />
        <AmountField id="property-utility-deposit" name="utilityDeposit" {...amount} />
      </fieldset>
      <fieldset className="form__group" hidden={!shown("plot")}>
        <legend>Land</legend>
        <PlotSizeFields values={values} errors={errors} />
        <FormField id="property-tenure" field={propertyFields.tenure} error={errors.tenure}>
          {(control) => (
            <select {...control} defaultValue={values.tenure}>
              <option value="">Not stated</option>
              {TENURES.map((tenure) => (
                <option key={tenure} value={tenure}>
                  {TENURE_LABELS[tenure]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </fieldset>
      <fieldset className="form__group" hidden={!shown("nightly")}>
        <legend>Hotels</legend>
        <label className="check">
          <input
            type="checkbox"
            name={propertyFields.perNight.name}
            defaultChecked={values.perNight === "on"}
          />
          {propertyFields.perNight.label}
        </label>
      </fieldset>
    </fieldset>
  );
}

/** The common amenities as boxes to tick, and any others typed as a comma list. */
function AmenitiesField({ values, error }: { values: PropertyFormValues; error: string | undefined }) {
  return (
    <fieldset className="form__group">
      <legend>{propertyFields.amenities.label}</legend>
      <div className="form__choices">
        {COMMON_AMENITIES.map((amenity) => (
          <label key={amenity.key} className="check">
            <input
              type="checkbox"
              name={propertyFields.amenities.name}
              value={amenity.key}
              defaultChecked={values.amenities.includes(amenity.key)}
            />
            {amenity.name}
          </label>
        ))}
      </div>
      <FormField id="property-other-amenities" field={propertyFields.otherAmenities} error={error}>
        {(control) => (
          <input
            {...control}
            placeholder="e.g. Electric fence, Lift, CCTV"
            defaultValue={values.otherAmenities}
          />
        )}
      </FormField>
    </fieldset>
  );
}

/** Whether visitors see the listing, whether it can still be had, and the home page's star. */
function StatusFields({ values, errors }: FieldsProps) {
  return (
    <fieldset className="form__group">
      <legend>Status</legend>
      <FormField id="property-publication" field={propertyFields.publication} error={errors.publication}>
        {(control) => (
          <select {...control} defaultValue={values.publication}>
            {PUBLICATIONS.map((publication) => (
              <option key={publication} value={publication}>
                {publication === "draft" ? "Draft: only you can see it" : PUBLICATION_LABELS[publication]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="property-availability" field={propertyFields.availability} error={errors.availability}>
        {(control) => (
          <select {...control} defaultValue={values.availability}>
            {AVAILABILITIES.map((availability) => (
              <option key={availability} value={availability}>
                {AVAILABILITY_LABELS[availability]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <label className="check">
        <input
          type="checkbox"
          name={propertyFields.featured.name}
          defaultChecked={values.featured === "on"}
        />
        {propertyFields.featured.label}
      </label>
    </fieldset>
  );
}
