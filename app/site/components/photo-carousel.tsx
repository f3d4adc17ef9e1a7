import type { ListingPhoto } from "~/domain/property";
import type { Translate } from "~/domain/translate";
import { CAROUSEL, type CarouselPhoto, writeCarouselPhotos } from "./photo-carousel.contract";
import { PropertyPhoto, usePhotoSources } from "./property-photo";
import { useTranslation } from "~/i18n/language-context";

const SIZES =
  "(min-width: 1248px) 792px, (min-width: 900px) calc(100vw - 440px), (min-width: 600px) calc(100vw - 48px), 100vw";

function photoAlt(name: string, index: number, count: number, t: Translate): string {
  return count > 1 ? t("{{name}}, photo {{number}} of {{count}}", { name, number: index + 1, count }) : name;
}

/**
 * The listing's photos one at a time: the server sends the first, and the page's script turns
 * Previous and Next on, wrapping around at both ends (`app/site/scripts/carousel.ts`).
 */
export function PhotoCarousel({ photos, name }: { photos: ListingPhoto[]; name: string }) {
  const count = photos.length;
  const { t } = useTranslation();
  const slides: CarouselPhoto[] = usePhotoSources(photos).map((source, index) => ({
    ...source,
    alt: photoAlt(name, index, count, t),
  }));
  return (
    <section
      className="carousel"
      aria-roledescription={t("carousel")}
      aria-label={t("Photos of {{name}}", { name })}
      {...{ [CAROUSEL.root]: true, [CAROUSEL.photos]: count > 1 ? writeCarouselPhotos(slides) : undefined }}
    >
      <div className="carousel__frame" tabIndex={count > 1 ? 0 : undefined}>
        <PropertyPhoto
          photo={photos[0] ?? null}
          alt={photoAlt(name, 0, count, t)}
          sizes={SIZES}
          priority
          className="carousel__image"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className="carousel__button carousel__button--previous"
              {...{ [CAROUSEL.step]: -1 }}
              hidden
            >
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t("Previous image")}</span>
            </button>
            <button
              type="button"
              className="carousel__button carousel__button--next"
              {...{ [CAROUSEL.step]: 1 }}
              hidden
            >
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t("Next image")}</span>
            </button>
            <p className="carousel__counter" aria-live="polite" {...{ [CAROUSEL.counter]: true }}>
              1 / {count}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
