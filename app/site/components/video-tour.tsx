import type { ListingPhoto } from "~/domain/property";
import { VIDEO_PROVIDER_NAMES, type VideoProvider } from "~/domain/video-tour";
import { useTranslation } from "~/i18n/language-context";
import { PropertyPhoto } from "./property-photo";
import { VIDEO_TOUR } from "./video-tour.contract";

/** What the page shows of a listing's video: nothing of the provider until asked. */
export interface VideoTourLinks {
  provider: VideoProvider;
  embedUrl: string;
  watchUrl: string;
}

/**
 * A listing's video tour, as the listing's own photo with a play button: nothing is loaded
 * from the provider until the visitor taps, when the page script puts the provider's player
 * (privacy-enhanced, started at once) in its place. Without scripts the poster links to the video.
 */
export function VideoTour({
  video,
  poster,
  name,
}: {
  video: VideoTourLinks;
  poster: ListingPhoto | null;
  name: string;
}) {
  const { t } = useTranslation();
  const provider = VIDEO_PROVIDER_NAMES[video.provider];
  const title = t("Video tour of {{name}}", { name });
  return (
    <section aria-labelledby="video-tour-heading" className={`video-tour video-tour--${video.provider}`}>
      <h2 id="video-tour-heading">{t("Video tour")}</h2>
      <a
        className="video-tour__poster"
        href={video.watchUrl}
        target="_blank"
        rel="noopener noreferrer"
        {...{ [VIDEO_TOUR.embed]: video.embedUrl, [VIDEO_TOUR.title]: title }}
      >
        <PropertyPhoto
          photo={poster}
          alt=""
          sizes="(min-width: 1240px) 800px, (min-width: 900px) 65vw, 100vw"
          className="video-tour__photo"
        />
        <span className="video-tour__play" aria-hidden="true" />
        <span className="video-tour__label">{t("Play the video tour ({{provider}})", { provider })}</span>
      </a>
    </section>
  );
}
