import { describe, expect, it } from "vitest";
import { parseVideoUrl, videoEmbedUrl, videoFrameOrigin, videoWatchUrl } from "./video-tour";

describe("parseVideoUrl", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["  https://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ  ", "dQw4w9WgXcQ"],
  ])("reads YouTube's link %s", (link, id) => {
    expect(parseVideoUrl(link)).toEqual({ provider: "youtube", id });
  });

  it.each([
    ["https://vimeo.com/76979871", "76979871"],
    ["https://www.vimeo.com/76979871", "76979871"],
    ["https://vimeo.com/channels/staffpicks/76979871", "76979871"],
    ["https://player.vimeo.com/video/76979871?h=abc", "76979871"],
  ])("reads Vimeo's link %s", (link, id) => {
    expect(parseVideoUrl(link)).toEqual({ provider: "vimeo", id });
  });

  it.each([
    ["https://www.tiktok.com/@makazi.homes/video/7234567890123456789", "7234567890123456789"],
    ["https://tiktok.com/@makazi/video/7234567890123456789?lang=en", "7234567890123456789"],
    ["https://www.tiktok.com/embed/v2/7234567890123456789", "7234567890123456789"],
  ])("reads TikTok's link %s", (link, id) => {
    expect(parseVideoUrl(link)).toEqual({ provider: "tiktok", id });
  });

  it.each([
    // Look-alike hosts and tricks that put another host behind a provider's name.
    "https://youtube.com.example.com/watch?v=dQw4w9WgXcQ",
    "https://notyoutube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.co/watch?v=dQw4w9WgXcQ",
    "https://youtu.be.example.com/dQw4w9WgXcQ",
    "https://www.youtube.com@example.com/watch?v=dQw4w9WgXcQ",
    "https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ",
    "https://example.com/?u=https://vimeo.com/76979871",
    "https://vimeo.com.evil.example/76979871",
    "https://player.vimeo.com.example/video/76979871",
    "https://www.tiktok.com.example/@a/video/7234567890123456789",
    "https://vm.tiktok.com/ZMabcdef/",
    // Other schemes.
    "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ",
    "ftp://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "data:text/html,<iframe src=https://youtu.be/dQw4w9WgXcQ>",
    // A provider's page that is not one video, or an id of the wrong shape.
    "https://www.youtube.com/",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ%22onload",
    "https://www.youtube.com/@makazi",
    "https://www.youtube.com/playlist?list=PL123",
    "https://vimeo.com/makazi",
    "https://vimeo.com/76979871/abcdef/extra",
    "https://www.tiktok.com/@makazi",
    "https://www.tiktok.com/@makazi/video/12ab",
    "",
    "not a link",
  ])("refuses %s", (link) => {
    expect(parseVideoUrl(link)).toBeNull();
  });
});

describe("a video's addresses", () => {
  it("embeds each provider's privacy-enhanced player, started at once, framed from that provider alone", () => {
    const youtube = { provider: "youtube", id: "dQw4w9WgXcQ" } as const;
    const vimeo = { provider: "vimeo", id: "76979871" } as const;
    const tiktok = { provider: "tiktok", id: "7234567890123456789" } as const;
    expect(videoEmbedUrl(youtube)).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(videoEmbedUrl(vimeo)).toBe("https://player.vimeo.com/video/76979871?dnt=1&autoplay=1");
    expect(videoEmbedUrl(tiktok)).toBe("https://www.tiktok.com/embed/v2/7234567890123456789");
    expect([youtube, vimeo, tiktok].map(videoFrameOrigin)).toEqual([
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://www.tiktok.com",
    ]);
    expect(videoWatchUrl(youtube)).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(videoWatchUrl(vimeo)).toBe("https://vimeo.com/76979871");
  });
});
