import { readVideoPlayer, VIDEO_FRAME_CLASS, VIDEO_TOUR } from "~/site/components/video-tour.contract";

const VIDEO_FRAME_SANDBOX =
  "allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox";

/**
 * A video tour's poster, tapped, gives way to the provider's player, which starts at once.
 * Nothing comes from the provider before that tap, and nothing is done before it either: one
 * listener on the document answers the tap.
 */
export function enhanceVideoTours() {
  document.addEventListener("click", (event) => {
    const poster = (event.target as Element).closest(`a[${VIDEO_TOUR.embed}]`);
    const player = poster && readVideoPlayer(poster);
    if (!poster || !player) return;
    event.preventDefault();
    const frame = document.createElement("iframe");
    frame.className = VIDEO_FRAME_CLASS;
    frame.src = player.src;
    frame.title = player.title;
    frame.allow = "autoplay; encrypted-media; fullscreen; picture-in-picture";
    frame.allowFullscreen = true;
    // What YouTube's and Vimeo's players need, and no more: their own scripts and storage, full
    // screen, and opening the video on their site in a new tab; never navigating this page.
    frame.setAttribute("sandbox", VIDEO_FRAME_SANDBOX);
    poster.replaceWith(frame);
    frame.focus();
  });
}
