import { useState, type KeyboardEvent } from "react";
import type { ListingImage } from "~/domain/property";
import { PropertyImage } from "./property-image";

const SIZES =
  "(min-width: 1248px) 792px, (min-width: 900px) calc(100vw - 440px), (min-width: 600px) calc(100vw - 48px), 100vw";

/** The listing's photos one at a time; Previous and Next wrap around at both ends. */
export function ImageCarousel({ images, name }: { images: ListingImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = count > 0 ? images[index % count]! : null;

  const show = (step: number) => setIndex((previous) => (previous + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") show(-1);
    if (event.key === "ArrowRight") show(1);
  };

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={`Photos of ${name}`}>
      <div className="carousel__frame" tabIndex={count > 1 ? 0 : undefined} onKeyDown={onKeyDown}>
        <PropertyImage
          key={current?.id ?? "placeholder"}
          image={current}
          alt={count > 1 ? `${name}, photo ${index + 1} of ${count}` : name}
          sizes={SIZES}
          priority
          className="carousel__image"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className="carousel__button carousel__button--previous"
              onClick={() => show(-1)}
            >
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">Previous image</span>
            </button>
            <button type="button" className="carousel__button carousel__button--next" onClick={() => show(1)}>
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">Next image</span>
            </button>
            <p className="carousel__counter" aria-live="polite">
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
