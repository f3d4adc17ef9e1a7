import { PHOTOS_WITHOUT_PEOPLE } from "~/domain/personal-data";
import type { MouseEvent } from "react";
import { uploadPreviewUrl } from "~/domain/photos";
import { applyPhotoEdit, EMPTY_PROPERTY_FORM, type PhotoEdit } from "~/domain/property-form";
import type { ListingPhoto } from "~/domain/property";

interface PropertyPhotosFieldProps {
  photos: string[];
  savedPhotos: ListingPhoto[];
  error: string | undefined;
  onChange: (photos: string[]) => void;
}

/** The same value shown twice gets its own key each time, so moving a photo keeps its buttons. */
function keysFor(photos: string[]): string[] {
  const seen = new Map<string, number>();
  return photos.map((photo) => {
    const occurrence = seen.get(photo) ?? 0;
    seen.set(photo, occurrence + 1);
    return `${photo}#${occurrence}`;
  });
}

/**
 * The chosen photos in order, the first being the cover. Each has buttons that post the
 * form back rearranged; with scripts running they rearrange it in place instead.
 */
export function PropertyPhotosField({ photos, savedPhotos, error, onChange }: PropertyPhotosFieldProps) {
  const byId = new Map(savedPhotos.map((photo) => [String(photo.id), photo]));
  const keys = keysFor(photos);

  const editInPlace = (edit: PhotoEdit) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const edited = applyPhotoEdit({ ...EMPTY_PROPERTY_FORM, photos }, edit);
    if (typeof edited !== "string") onChange(edited.photos);
  };

  return (
    <fieldset className="form__field property-images">
      <legend>Images</legend>
      {photos.length === 0 ? <p>No images yet.</p> : <p>The first image is the cover.</p>}
      <p className="form__hint">{PHOTOS_WITHOUT_PEOPLE}</p>
      <ol className="property-images__list">
        {photos.map((photo, index) => (
          <li key={keys[index]} className="property-images__item">
            <input type="hidden" name="image" value={photo} />
            <img
              src={byId.get(photo)?.src ?? uploadPreviewUrl(photo) ?? photo}
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
                disabled={index === photos.length - 1}
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
