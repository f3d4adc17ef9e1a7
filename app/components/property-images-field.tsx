import type { MouseEvent } from "react";
import { uploadPreviewUrl } from "~/domain/images";
import { applyImageEdit, EMPTY_PROPERTY_FORM, type ImageEdit } from "~/domain/property-form";
import type { ListingImage } from "~/domain/property";

interface PropertyImagesFieldProps {
  images: string[];
  savedImages: ListingImage[];
  error: string | undefined;
  onChange: (images: string[]) => void;
}

/** The same value shown twice gets its own key each time, so moving an image keeps its buttons. */
function keysFor(images: string[]): string[] {
  const seen = new Map<string, number>();
  return images.map((image) => {
    const occurrence = seen.get(image) ?? 0;
    seen.set(image, occurrence + 1);
    return `${image}#${occurrence}`;
  });
}

/**
 * The chosen images in order, the first being the cover. Each has buttons that post the
 * form back rearranged; with scripts running they rearrange it in place instead.
 */
export function PropertyImagesField({ images, savedImages, error, onChange }: PropertyImagesFieldProps) {
  const byId = new Map(savedImages.map((image) => [String(image.id), image]));
  const keys = keysFor(images);

  const editInPlace = (edit: ImageEdit) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const edited = applyImageEdit({ ...EMPTY_PROPERTY_FORM, images }, edit);
    if (typeof edited !== "string") onChange(edited.images);
  };

  return (
    <fieldset className="form__field property-images">
      <legend>Images</legend>
      {images.length === 0 ? <p>No images yet.</p> : <p>The first image is the cover.</p>}
      <ol className="property-images__list">
        {images.map((image, index) => (
          <li key={keys[index]} className="property-images__item">
            <input type="hidden" name="image" value={image} />
            <img
              src={byId.get(image)?.src ?? uploadPreviewUrl(image) ?? image}
              alt={`Image ${index + 1}`}
              width={120}
              height={80}
            />
            <span className="property-images__buttons">
              <button
                type="submit"
                name="intent"
                value={`image-up:${index}`}
                disabled={index === 0}
                onClick={editInPlace({ action: "up", index })}
              >
                Move up
              </button>
              <button
                type="submit"
                name="intent"
                value={`image-down:${index}`}
                disabled={index === images.length - 1}
                onClick={editInPlace({ action: "down", index })}
              >
                Move down
              </button>
              <button
                type="submit"
                name="intent"
                value={`image-remove:${index}`}
                onClick={editInPlace({ action: "remove", index })}
              >
                Remove
              </button>
            </span>
          </li>
        ))}
      </ol>
      {error && <p className="form__error">{error}</p>}
    </fieldset>
  );
}
