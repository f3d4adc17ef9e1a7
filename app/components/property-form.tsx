import { useState } from "react";
import { Form } from "react-router";
import { newPriceText, type PropertyField, type PropertyFormValues } from "~/domain/property-form";
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES, type ListingImage } from "~/domain/property";
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
          <select {...control} name="type" defaultValue={values.type} required>
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
