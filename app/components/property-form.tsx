import { useState, useSyncExternalStore } from "react";
import { Form } from "react-router";
import { COMMON_AMENITIES } from "~/domain/amenities";
import {
  DETAILS_BY_TYPE,
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
import { newPriceText, type PropertyField, type PropertyFormValues } from "~/domain/property-form";
import { type ListingImage } from "~/domain/property";
import { isPropertyType, PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from "~/domain/property-type";
import { FormField } from "./form-field";
import { PhotoUploader } from "./photo-uploader";
import { PropertyImagesField } from "./property-images-field";

interface PropertyFormProps {
  values: PropertyFormValues;
  errors: Partial<Record<PropertyField, string>>;
  cities: string[];
  /** The property's stored images, to show the ones the form keeps by id. */
  savedImages: ListingImage[];
  submitLabel: string;
  submitting: boolean;
}

/**
 * The add and edit form of a property. Works as a plain form (photos go with it when it is
 * posted); scripts fill in the new price, upload photos as they are chosen and rearrange
 * the images in place.
 */
export function PropertyForm({
  values,
  errors,
  cities,
  savedImages,
  submitLabel,
  submitting,
}: PropertyFormProps) {
  const [price, setPrice] = useState(values.price);
  const [discount, setDiscount] = useState(values.discount);
  const [images, setImages] = useState(values.images);
  const [uploading, setUploading] = useState(false);
  const [type, setType] = useState(values.type);

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
        <p className="notice notice--error" role="alert">
          Please correct the fields marked below; nothing you typed has been lost.
        </p>
      )}
      <FormField id="property-name" label="Name" error={errors.name}>
        {(control) => <input {...control} name="name" defaultValue={values.name} required maxLength={120} />}
      </FormField>
      <FormField id="property-price" label="Price" error={errors.price}>
        {(control) => (
          <input
            {...control}
            name="price"
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            required
          />
        )}
      </FormField>
      <FormField id="property-discount" label="Discount" error={errors.discount}>
        {(control) => (
          <input
            {...control}
            name="discount"
            inputMode="decimal"
            value={discount}
            onChange={(event) => setDiscount(event.target.value)}
          />
        )}
      </FormField>
      <FormField id="property-new-price" label="New price">
        {(control) => <input {...control} readOnly value={newPriceText(price, discount)} />}
      </FormField>
      <FormField id="property-location" label="Location" error={errors.location}>
        {(control) => (
          <input {...control} name="location" defaultValue={values.location} required maxLength={80} />
        )}
      </FormField>
      <FormField id="property-city" label="City" error={errors.city}>
        {(control) => (
          <input
            {...control}
            name="city"
            list="property-cities"
            defaultValue={values.city}
            required
            maxLength={80}
          />
        )}
      </FormField>
      <datalist id="property-cities">
        {cities.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <FormField id="property-description" label="Description" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={8}
            defaultValue={values.description}
            required
            maxLength={10_000}
          />
        )}
      </FormField>
      <FormField id="property-type" label="Type" error={errors.type}>
        {(control) => (
          <select
            {...control}
            name="type"
            value={type}
            onChange={(event) => setType(event.target.value)}
            required
          >
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
      <TypeDetailsFields type={type} values={values} errors={errors} />
      <AmenitiesField values={values} error={errors.otherAmenities} />
      <StatusFields values={values} errors={errors} />
      <PropertyImagesField
        images={images}
        savedImages={savedImages}
        error={errors.images}
        onChange={setImages}
      />
      <PhotoUploader
        imageCount={images.length}
        onUploaded={(token) => setImages((current) => [...current, token])}
        onBusyChange={setUploading}
      />
      <FormField id="property-image-link" label="Add an image link" error={errors.imageLink}>
        {(control) => (
          <input
            {...control}
            name="imageLink"
            type="url"
            inputMode="url"
            placeholder="https://"
            defaultValue={values.imageLink}
          />
        )}
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
function TypeDetailsFields({ type, values, errors }: FieldsProps & { type: string }) {
  const scripted = useScripted();
  const applies = isPropertyType(type) ? DETAILS_BY_TYPE[type] : null;
  const shown = (group: "rooms" | "plot" | "rent" | "nightly") => !scripted || applies?.[group] === true;
  return (
    <fieldset className="form__group" hidden={scripted && applies === null}>
      <legend>Details</legend>
      {!scripted && (
        <p className="form__hint">Fill in the group for the chosen type; the other groups are not saved.</p>
      )}
      <fieldset className="form__group" hidden={!shown("rooms")}>
        <legend>Houses and rentals</legend>
        <FormField id="property-bedrooms" label="Bedrooms" error={errors.bedrooms}>
          {(control) => (
            <input
              {...control}
              name="bedrooms"
              inputMode="numeric"
              defaultValue={values.bedrooms}
              maxLength={2}
            />
          )}
        </FormField>
        <FormField id="property-bathrooms" label="Bathrooms" error={errors.bathrooms}>
          {(control) => (
            <input
              {...control}
              name="bathrooms"
              inputMode="numeric"
              defaultValue={values.bathrooms}
              maxLength={2}
            />
          )}
        </FormField>
      </fieldset>
      <fieldset className="form__group" hidden={!shown("rent")}>
        <legend>Rentals</legend>
        <FormField id="property-rent-period" label="Rent is paid" error={errors.rentPeriod}>
          {(control) => (
            <select {...control} name="rentPeriod" defaultValue={values.rentPeriod}>
              {RENT_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {PRICE_PERIOD_LABELS[period]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="property-deposit" label="Deposit (US dollars)" error={errors.deposit}>
          {(control) => (
            <input {...control} name="deposit" inputMode="decimal" defaultValue={values.deposit} />
          )}
        </FormField>
      </fieldset>
      <fieldset className="form__group" hidden={!shown("plot")}>
        <legend>Land</legend>
        <FormField id="property-plot-size" label="Plot size" error={errors.plotSize}>
          {(control) => (
            <input {...control} name="plotSize" inputMode="decimal" defaultValue={values.plotSize} />
          )}
        </FormField>
        <FormField id="property-plot-size-unit" label="Plot size unit" error={errors.plotSizeUnit}>
          {(control) => (
            <select {...control} name="plotSizeUnit" defaultValue={values.plotSizeUnit}>
              {PLOT_SIZE_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {PLOT_SIZE_UNIT_LABELS[unit]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="property-tenure" label="Tenure" error={errors.tenure}>
          {(control) => (
            <select {...control} name="tenure" defaultValue={values.tenure}>
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
          <input type="checkbox" name="perNight" defaultChecked={values.perNight === "on"} />
          The price is the rate per night (not the price of the hotel)
        </label>
      </fieldset>
    </fieldset>
  );
}

/** The common amenities as boxes to tick, and any others typed as a comma list. */
function AmenitiesField({ values, error }: { values: PropertyFormValues; error: string | undefined }) {
  return (
    <fieldset className="form__group">
      <legend>Amenities</legend>
      <div className="form__choices">
        {COMMON_AMENITIES.map((amenity) => (
          <label key={amenity.key} className="check">
            <input
              type="checkbox"
              name="amenity"
              value={amenity.key}
              defaultChecked={values.amenities.includes(amenity.key)}
            />
            {amenity.name}
          </label>
        ))}
      </div>
      <FormField id="property-other-amenities" label="Other amenities, separated by commas" error={error}>
        {(control) => (
          <input
            {...control}
            name="otherAmenities"
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
      <FormField id="property-publication" label="Publication" error={errors.publication}>
        {(control) => (
          <select {...control} name="publication" defaultValue={values.publication}>
            {PUBLICATIONS.map((publication) => (
              <option key={publication} value={publication}>
                {publication === "draft" ? "Draft: only you can see it" : PUBLICATION_LABELS[publication]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="property-availability" label="Availability" error={errors.availability}>
        {(control) => (
          <select {...control} name="availability" defaultValue={values.availability}>
            {AVAILABILITIES.map((availability) => (
              <option key={availability} value={availability}>
                {AVAILABILITY_LABELS[availability]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <label className="check">
        <input type="checkbox" name="featured" defaultChecked={values.featured === "on"} />
        Star for the home page
      </label>
    </fieldset>
  );
}
