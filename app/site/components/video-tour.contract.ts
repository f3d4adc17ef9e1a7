/**
 * What a video tour's poster (video-tour.tsx) is marked with for its page script
 * (scripts/video-tours.ts), which puts the provider's player in its place when it is tapped.
 */
export const VIDEO_TOUR = {
  /** On the poster link: the player's address, loaded only once the visitor taps. */
  embed: "data-video-embed",
  /** The player's title, for screen readers. */
  title: "data-video-title",
} as const;

/** The class of the player's frame, styled in video-tour.css. */
export const VIDEO_FRAME_CLASS = "video-tour__frame";

export interface VideoPlayer {
  src: string;
  title: string;
}

/** The player a poster stands for; null for an element that is not one. */
export function readVideoPlayer(poster: Element): VideoPlayer | null {
  const src = poster.getAttribute(VIDEO_TOUR.embed);
  return src ? { src, title: poster.getAttribute(VIDEO_TOUR.title) ?? "" } : null;
}
