import { SHOWN_PHOTO_PARAM } from "~/domain/photos";
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

/** The photo `step` places on from `index` of `count`, wrapping round at both ends. */
function stepped(index: number, step: number, count: number): number {
  return (index + step + count) % count;
}

/**
 * The listing's photos one at a time, from the one at `shown`. Previous and Next are buttons
 * of a plain GET form: without JavaScript each asks the server for the page showing the other
 * photo; the page's script steps through them in place instead, and follows swipes and the
 * arrow keys, wrapping round at both ends (`app/site/scripts/carousel.ts`).
 */
export function PhotoCarousel({
  photos,
  name,
  shown = 0,
}: {
  photos: ListingPhoto[];
  name: string;
  shown?: number;
}) {
  const count = photos.length;
  const { t } = useTranslation();
  const slides: CarouselPhoto[] = usePhotoSources(photos).map((source, index) => ({
    ...source,
    alt: photoAlt(name, index, count, t),
  }));
  const stepButton = (step: -1 | 1, label: string, symbol: string) => (
    <button
      type="submit"
      name={SHOWN_PHOTO_PARAM}
      value={stepped(shown, step, count) + 1}
      className={`carousel__button carousel__button--${step < 0 ? "previous" : "next"}`}
      {...{ [CAROUSEL.step]: step }}
    >
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
  return (
    <section
      id="photos"
      className="carousel"
      aria-roledescription={t("carousel")}
      aria-label={t("Photos of {{name}}", { name })}
      {...{
        [CAROUSEL.root]: true,
        [CAROUSEL.photos]: count > 1 ? writeCarouselPhotos(slides) : undefined,
        [CAROUSEL.shown]: count > 1 ? shown : undefined,
      }}
    >
      <div className="carousel__frame" tabIndex={count > 1 ? 0 : undefined}>
        <PropertyPhoto
          photo={photos[shown] ?? null}
          alt={photoAlt(name, shown, count, t)}
          sizes={SIZES}
          priority
          className="carousel__image"
        />
        {count > 1 && (
          <>
            <form method="get" action="#photos" className="carousel__steps">
              {stepButton(-1, t("Previous image"), "‹")}
              {stepButton(1, t("Next image"), "›")}
            </form>
            <p className="carousel__counter" aria-live="polite" {...{ [CAROUSEL.counter]: true }}>
              {shown + 1} / {count}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
