/**
 * A listing's video tour: a link to a video on YouTube, Vimeo or TikTok, read into its
 * provider and the video's id. Only those providers' own addresses are taken; the page embeds
 * the video from the provider's privacy-enhanced player, and only once the visitor asks.
 */

export const VIDEO_PROVIDERS = ["youtube", "vimeo", "tiktok"] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export interface VideoTour {
  provider: VideoProvider;
  id: string;
}

export const VIDEO_URL_MESSAGE =
  "Please enter a link to a video on YouTube, Vimeo or TikTok, e.g. https://www.youtube.com/watch?v=…";

/** Longest link the form takes. */
export const MAX_VIDEO_URL_LENGTH = 500;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const TIKTOK_ID = /^\d{10,25}$/;

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);
const TIKTOK_HOSTS = new Set(["tiktok.com", "www.tiktok.com", "m.tiktok.com"]);

/** The path's segments, without empty ones: `/shorts/abc/` → `["shorts", "abc"]`. */
function segmentsOf(url: URL): string[] {
  return url.pathname.split("/").filter((segment) => segment !== "");
}

function youtubeId(url: URL): string | null {
  const segments = segmentsOf(url);
  if (url.hostname === "youtu.be") return segments.length === 1 ? segments[0]! : null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (segments.length === 1 && segments[0] === "watch") return url.searchParams.get("v");
  if (segments.length === 2 && ["shorts", "embed", "live", "v"].includes(segments[0]!)) return segments[1]!;
  return null;
}

function vimeoId(url: URL): string | null {
  const segments = segmentsOf(url);
  if (url.hostname === "player.vimeo.com") {
    return segments.length === 2 && segments[0] === "video" ? segments[1]! : null;
  }
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  if (segments.length === 1) return segments[0]!;
  // A video shown in a channel: vimeo.com/channels/staffpicks/123456.
  if (segments.length === 3 && segments[0] === "channels") return segments[2]!;
  return null;
}

function tiktokId(url: URL): string | null {
  if (!TIKTOK_HOSTS.has(url.hostname)) return null;
  const segments = segmentsOf(url);
  if (segments.length === 3 && segments[0]!.startsWith("@") && segments[1] === "video") return segments[2]!;
  if (segments.length === 3 && segments[0] === "embed" && segments[1] === "v2") return segments[2]!;
  return null;
}

const READERS: Record<VideoProvider, { id: (url: URL) => string | null; shape: RegExp }> = {
  youtube: { id: youtubeId, shape: YOUTUBE_ID },
  vimeo: { id: vimeoId, shape: VIMEO_ID },
  tiktok: { id: tiktokId, shape: TIKTOK_ID },
};

/**
 * The video a link points to, or null for anything else: another site (a look-alike host such
 * as `youtube.com.example.com` included), a link with a user name or a port, or a page of the
 * provider that is not one video. A link typed without `https://` is read as if it had it.
 */
export function parseVideoUrl(text: string): VideoTour | null {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.length > MAX_VIDEO_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  for (const provider of VIDEO_PROVIDERS) {
    const { id, shape } = READERS[provider];
    const found = id(url);
    if (found !== null) return shape.test(found) ? { provider, id: found } : null;
  }
  return null;
}

/** The provider's player for the video, started at once: the page loads it only when the visitor asks. */
export function videoEmbedUrl({ provider, id }: VideoTour): string {
  switch (provider) {
    case "youtube":
      return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
    case "vimeo":
      return `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`;
    case "tiktok":
      return `https://www.tiktok.com/embed/v2/${id}`;
  }
}

/** The video's own page, where the poster links without scripts. */
export function videoWatchUrl({ provider, id }: VideoTour): string {
  switch (provider) {
    case "youtube":
      return `https://www.youtube.com/watch?v=${id}`;
    case "vimeo":
      return `https://vimeo.com/${id}`;
    case "tiktok":
      return `https://www.tiktok.com/embed/v2/${id}`;
  }
}

/** Where the player's frame comes from: what a page with this video allows in its `frame-src`. */
export function videoFrameOrigin(tour: VideoTour): string {
  return new URL(videoEmbedUrl(tour)).origin;
}

export const VIDEO_PROVIDER_NAMES: Record<VideoProvider, string> = {
  youtube: "YouTube",
  vimeo: "Vimeo",
  tiktok: "TikTok",
};
