// Makes the office's logo and home page photo into the files the site serves, and stores them in
// the media storage under names made from a hash of the upload: a new upload gets new addresses,
// so every file can be kept by browsers for good. Files of a replaced logo or photo are left in
// place: pages kept by browsers, the kept pages and installed home screen apps may still name them.
import { buffer } from "node:stream/consumers";
import { subtle } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import {
  BACKGROUND_COLOUR_MESSAGE,
  backgroundColour,
  type BrandHero,
  brandImageMessage,
  type BrandImageProblem,
  type BrandImageSubject,
  type BrandLogo,
  HERO_MAX_BYTES,
  HERO_MIN_WIDTH,
  HERO_TYPES,
  heroFile,
  heroWidths,
  headerLogoSize,
  imageTypeOf,
  LOGO_MASTER,
  LOGO_MASTER_SIZE,
  LOGO_MAX_BYTES,
  LOGO_MIN_SHORT_SIDE,
  LOGO_TYPES,
  logoFile,
  logoMasterSize,
  logoRenditions,
  NOT_AN_SVG_MESSAGE,
  svgLogoProblem,
  type ImageType,
} from "~/domain/brand-images";
import type { PixelSize } from "~/domain/photo-uploads";
import { logger } from "~/shared/logger.server";
import type { AppServices } from "./context.server";
import type { MediaStorage } from "./media-storage.server";
import { MAX_INPUT_PIXELS } from "./photo-storage.server";

type MediaServices = Pick<AppServices, "media">;

export type BrandImageResult<Images> = { ok: true; images: Images } | { ok: false; message: string };

class Refusal extends Error {
  constructor(readonly problem: BrandImageProblem) {
    super(problem);
  }
}

/** An SVG refused for what it holds; its message says what. */
class SvgRefusal extends Error {}

/** A drawing that takes longer than this to rasterise (filters upon filters) is refused as unreadable. */
const RASTERISE_SECONDS = 10;
// Photos are the listing: the same quality as a listing's photos.
const HERO_WEBP = { quality: 80 } as const;
const PNG = { compressionLevel: 9, adaptiveFiltering: true } as const;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** The file's bytes, once its size is known to be within `limit` (never read past it). */
async function bytesWithin(file: File, limit: number): Promise<Uint8Array> {
  if (file.size > limit) throw new Refusal("too-large");
  return new Uint8Array(await file.arrayBuffer());
}

function typeWithin(bytes: Uint8Array, accepted: readonly ImageType[]): ImageType {
  const type = imageTypeOf(bytes);
  if (type === null) throw new Refusal("not-an-image");
  if (type === "other" || !accepted.includes(type)) throw new Refusal("unsupported-type");
  return type;
}

async function sizeOf(image: Sharp): Promise<PixelSize> {
  try {
    const { autoOrient } = await image.metadata();
    return autoOrient;
  } catch {
    throw new Refusal("unreadable");
  }
}

/** Renders, or refuses as unreadable a file whose header was fine but whose pixels are not. */
async function rendered(image: Sharp): Promise<Buffer> {
  try {
    return await image.toBuffer();
  } catch {
    throw new Refusal("unreadable");
  }
}

async function contentId(bytes: Uint8Array): Promise<string> {
  // subtle.digest hashes on the thread pool, where a 15 MB upload does not hold up other requests.
  const digest = await subtle.digest("SHA-256", bytes);
  return Buffer.from(digest).toString("hex").slice(0, 16);
}

async function putAll(media: MediaStorage, files: { file: string; bytes: Uint8Array }[]): Promise<void> {
  try {
    await Promise.all(files.map(({ file, bytes }) => media.put(file, bytes)));
  } catch (error) {
    const full = (error as NodeJS.ErrnoException).code === "ENOSPC";
    logger.error(
      full ? "A brand image could not be stored: no space left" : "A brand image could not be stored",
      error,
    );
    throw new Refusal(full ? "storage-full" : "storage-unavailable");
  }
}

async function answer<Images>(
  subject: BrandImageSubject,
  work: () => Promise<Images>,
): Promise<BrandImageResult<Images>> {
  try {
    return { ok: true, images: await work() };
  } catch (error) {
    if (error instanceof SvgRefusal) return { ok: false, message: error.message };
    if (error instanceof Refusal) return { ok: false, message: brandImageMessage(error.problem, subject) };
    throw error;
  }
}

/**
 * The logo drawn once, LOGO_MASTER_SIZE on its longer side (a raster logo no larger than it
 * came), as a PNG every other size is made from. An SVG is rasterised at the density that
 * gives that size; the uploaded drawing itself is never stored.
 */
async function logoMaster(bytes: Uint8Array, type: ImageType): Promise<Buffer> {
  if (type === "svg") {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new SvgRefusal(NOT_AN_SVG_MESSAGE);
    }
    const problem = svgLogoProblem(text);
    if (problem) throw new SvgRefusal(problem);
    const declared = await sizeOf(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }));
    const density = Math.min(
      100_000,
      Math.max(1, (72 * LOGO_MASTER_SIZE) / Math.max(declared.width, declared.height)),
    );
    const drawing = sharp(bytes, { density, limitInputPixels: MAX_INPUT_PIXELS }).timeout({
      seconds: RASTERISE_SECONDS,
    });
    const { width, height } = logoMasterSize(declared);
    return rendered(drawing.resize(width, height, { fit: "fill" }).png());
  }
  const source = await sizeOf(sharp(bytes, { limitInputPixels: false }));
  if (source.width * source.height > MAX_INPUT_PIXELS) throw new Refusal("too-many-pixels");
  if (Math.min(source.width, source.height) < LOGO_MIN_SHORT_SIDE) throw new Refusal("too-small");
  // Without keepMetadata sharp drops EXIF (GPS included), XMP and the rest, converting to sRGB.
  return rendered(
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(LOGO_MASTER_SIZE, LOGO_MASTER_SIZE, { fit: "inside", withoutEnlargement: true })
      .png(),
  );
}

/** Every file of the logo drawn from `master` for `background`, or only those with a background. */
async function logoFiles(id: string, master: Buffer, background: string, onlyOnBackground = false) {
  const source = await sizeOf(sharp(master));
  const renditions = logoRenditions(source, background).filter(
    (rendition) => !onlyOnBackground || rendition.background !== null,
  );
  const files: { file: string; bytes: Uint8Array }[] = [];
  for (const { name, canvas, logo, background: fill } of renditions) {
    const drawn = await sharp(master).resize(logo.width, logo.height, { fit: "fill" }).png().toBuffer();
    const bytes = await sharp({
      create: { ...canvas, channels: 4, background: fill ?? TRANSPARENT },
    })
      .composite([{ input: drawn, gravity: "centre" }])
      .png(PNG)
      .toBuffer();
    files.push({ file: logoFile(id, name), bytes });
  }
  return { files, source };
}

/**
 * Checks an uploaded logo (a PNG, JPEG, WebP or SVG by its bytes, at most LOGO_MAX_BYTES, an
 * SVG that `svgLogoProblem` finds plain, a raster at least LOGO_MIN_SHORT_SIDE on its shorter
 * side) and stores every size the site serves: favicons, home screen icons (the maskable ones
 * and the apple-touch icon on `background`, `#rrggbb`) and the header's logo at 1x and 2x.
 * Gives the logo to save with `saveBrandImages`, or the message that says why it was refused.
 */
export async function prepareLogo(
  { media }: MediaServices,
  file: File,
  background: string,
): Promise<BrandImageResult<BrandLogo>> {
  const colour = backgroundColour(background);
  if (colour === null) return { ok: false, message: BACKGROUND_COLOUR_MESSAGE };
  return answer("logo", async () => {
    const bytes = await bytesWithin(file, LOGO_MAX_BYTES);
    const master = await logoMaster(bytes, typeWithin(bytes, LOGO_TYPES));
    const id = await contentId(bytes);
    const { files, source } = await logoFiles(id, master, colour);
    await putAll(media, [...files, { file: logoFile(id, LOGO_MASTER), bytes: master }]);
    const header = headerLogoSize(source);
    return { id, background: colour, headerWidth: header.width, headerHeight: header.height };
  });
}

/**
 * The stored logo's icons on another background colour (the office changed its colours but
 * not its logo), made from the logo's stored master drawing.
 */
export async function repaintLogo(
  { media }: MediaServices,
  logo: BrandLogo,
  background: string,
): Promise<BrandImageResult<BrandLogo>> {
  const colour = backgroundColour(background);
  if (colour === null) return { ok: false, message: BACKGROUND_COLOUR_MESSAGE };
  if (colour === logo.background) return { ok: true, images: logo };
  return answer("logo", async () => {
    const stored = await media.read(logoFile(logo.id, LOGO_MASTER));
    if (!stored || stored.notModified) throw new Refusal("storage-unavailable");
    const { files } = await logoFiles(logo.id, await buffer(stored.body), colour, true);
    await putAll(media, files);
    return { ...logo, background: colour };
  });
}

/**
 * Checks an uploaded home page photo (a JPEG, PNG, WebP or AVIF by its bytes, at most
 * HERO_MAX_BYTES, at least HERO_MIN_WIDTH wide) and stores it, upright and without metadata,
 * as WebP at each of `heroWidths`. Gives the hero to save with `saveBrandImages`, or the
 * message that says why it was refused.
 */
export async function prepareHeroPhoto(
  { media }: MediaServices,
  file: File,
): Promise<BrandImageResult<BrandHero>> {
  return answer("hero", async () => {
    const bytes = await bytesWithin(file, HERO_MAX_BYTES);
    typeWithin(bytes, HERO_TYPES);
    const source = await sizeOf(sharp(bytes, { limitInputPixels: false }));
    if (source.width * source.height > MAX_INPUT_PIXELS) throw new Refusal("too-many-pixels");
    if (source.width < HERO_MIN_WIDTH) throw new Refusal("too-small");
    const id = await contentId(bytes);
    const files: { file: string; bytes: Uint8Array }[] = [];
    let height = 0;
    // One decode at a time bounds the memory of an upload; sharp spreads each over its threads.
    for (const width of heroWidths(source.width)) {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .autoOrient()
        .resize({ width })
        .webp(HERO_WEBP)
        .toBuffer({ resolveWithObject: true })
        .catch(() => {
          throw new Refusal("unreadable");
        });
      files.push({ file: heroFile(id, width), bytes: data });
      height = info.height;
    }
    await putAll(media, files);
    const widths = heroWidths(source.width);
    return { id, widths, width: widths[widths.length - 1]!, height };
  });
}
