// Photos sent in bulk as the office sends them: a ZIP of photos named by their listings'
// references, read and matched as it arrives, stored, previewed and confirmed, on each engine;
// the time of each part and the resident memory meanwhile.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { zipSync } from "fflate";
import sharp from "sharp";
import { openDatabase } from "~/data/database.server";
import { listingReference } from "~/domain/reference";
import { createLocalMediaStorage } from "~/services/media-storage.server";
import { confirmSending, receivePhotoSending, sendingPreview } from "~/services/photo-sendings.server";
import { fillListings } from "../fill";
import { formatInteger } from "../format";
import { type EngineSite, postgresSite } from "./engines";
import { ENGINE_NAMES, markdownTable } from "./report";
import { step, type Workspace } from "./workspace";

/** The listings that receive photos, and how many each: as many photos as one sending may hold. */
export const LISTINGS_WITH_PHOTOS = 100;
export const PHOTOS_PER_LISTING = 5;
export const SENT_PHOTOS = LISTINGS_WITH_PHOTOS * PHOTOS_PER_LISTING;

/** A camera's photo of modest size: 2 megapixels, some 300 to 600 KB as JPEG. */
export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1200;

/** How often the resident memory is read while the photos are sent, matched and confirmed. */
export const RESIDENT_EVERY_MS = 50;

const PHOTOS_FILL_SEED = 20_261_203;
const SENDING_URL = "http://makazi.bench/import/photos";

export interface PhotosResult {
  engine: EngineSite["engine"];
  listings: number;
  photos: number;
  zipBytes: number;
  added: number;
  /** Reading the ZIP as it arrives, matching each photo to its listing and storing it. */
  sendSeconds: number;
  previewSeconds: number;
  confirmSeconds: number;
  /** Resident memory before the sending (garbage collected, the ZIP held), and its peak until confirmed. */
  residentBefore: number;
  peak: number;
}

/**
 * A photo's pixels: a diagonal gradient between two colours of its own, with grain of its own
 * strength, so that no two photos are alike and each weighs about what a camera's does.
 */
function photoPixels(index: number): Buffer {
  const pixels = Buffer.allocUnsafe(PHOTO_WIDTH * PHOTO_HEIGHT * 3);
  const from = [(index * 37) % 256, (index * 91) % 256, (index * 53) % 256];
  const to = [255 - from[0]!, (from[1]! + 128) % 256, 200 - (from[2]! % 100)];
  const grain = 18 + (index % 13);
  const diagonal = PHOTO_WIDTH + PHOTO_HEIGHT;
  let state = Math.imul(index + 1, 2_654_435_761) >>> 0 || 1;
  let offset = 0;
  for (let y = 0; y < PHOTO_HEIGHT; y++) {
    for (let x = 0; x < PHOTO_WIDTH; x++) {
      const share = (index % 2 === 0 ? x + y : PHOTO_WIDTH - x + y) / diagonal;
      for (let channel = 0; channel < 3; channel++) {
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        const noise = (((state >>> 24) - 128) * grain) / 128;
        const value = from[channel]! + (to[channel]! - from[channel]!) * share + noise;
        pixels[offset++] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
  return pixels;
}

/** Writes SENT_PHOTOS distinct JPEG photos into `directory`: their paths, in order. */
async function drawPhotos(directory: string): Promise<string[]> {
  step(`Drawing ${formatInteger(SENT_PHOTOS)} photos of ${PHOTO_WIDTH} × ${PHOTO_HEIGHT}`);
  await mkdir(directory, { recursive: true });
  const files: string[] = [];
  for (let index = 0; index < SENT_PHOTOS; index++) {
    const jpeg = await sharp(photoPixels(index), {
      raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 },
    })
      .jpeg({ quality: 82 })
      .toBuffer();
    const file = join(directory, `photo-${index + 1}.jpg`);
    await writeFile(file, jpeg);
    files.push(file);
  }
  return files;
}

/**
 * The office's form with a ZIP of the photos, each named by the reference of the listing it
 * goes to and its place (MK-1001-1.jpg … MK-1001-5.jpg). Stored, not compressed: JPEGs hardly
 * shrink, and the ZIPs made of them are mostly stored so.
 */
async function sendingRequest(
  photoFiles: readonly string[],
  listingIds: readonly number[],
): Promise<{ request: Request; zipBytes: number }> {
  const entries: Record<string, Uint8Array> = {};
  for (const [index, file] of photoFiles.entries()) {
    const reference = listingReference(listingIds[Math.floor(index / PHOTOS_PER_LISTING)]!);
    entries[`${reference}-${(index % PHOTOS_PER_LISTING) + 1}.jpg`] = await readFile(file);
  }
  const zip = zipSync(entries, { level: 0 });
  const form = new FormData();
  form.append("photos", new File([zip], "photos.zip", { type: "application/zip" }));
  return { request: new Request(SENDING_URL, { method: "POST", body: form }), zipBytes: zip.length };
}

/**
 * Collects the garbage of what came before (the photos read for the ZIP, an earlier
 * measurement), so that the resident memory before the sending holds what is in use.
 */
function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}

/** Reads the resident memory every RESIDENT_EVERY_MS until stopped: its peak. */
function watchResident(): { stop(): number } {
  let peak = process.memoryUsage().rss;
  // Unreferenced: a measurement that fails leaves nothing running.
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, RESIDENT_EVERY_MS).unref();
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}

/**
 * A ZIP of SENT_PHOTOS photos, PHOTOS_PER_LISTING for each of the first LISTINGS_WITH_PHOTOS
 * listings, sent, previewed and confirmed as the office does it, stored in a media directory of
 * the engine's own. Adds photos to the site's listings.
 */
export async function measurePhotos(
  workspace: Workspace,
  site: EngineSite,
  photoFiles: readonly string[],
): Promise<PhotosResult> {
  step(`Sending a ZIP of ${formatInteger(photoFiles.length)} photos (${site.engine})`);
  const database = await openDatabase(site.databaseUrl);
  try {
    const listingIds = (
      await database.db
        .selectFrom("properties")
        .select("id")
        .orderBy("id")
        .limit(LISTINGS_WITH_PHOTOS)
        .execute()
    ).map((row) => row.id);
    if (listingIds.length * PHOTOS_PER_LISTING < photoFiles.length) {
      throw new Error(`The benchmark needs ${LISTINGS_WITH_PHOTOS} listings to send photos to`);
    }
    const services = {
      database,
      media: createLocalMediaStorage(join(workspace.directory, `photos-in-bulk-media-${site.engine}`)),
    };
    const { request, zipBytes } = await sendingRequest(photoFiles, listingIds);
    collectGarbage();
    const residentBefore = process.memoryUsage().rss;
    const resident = watchResident();
    const sendStarted = performance.now();
    const token = await receivePhotoSending(request, services);
    const sendSeconds = (performance.now() - sendStarted) / 1000;
    const previewStarted = performance.now();
    const preview = await sendingPreview(services, token);
    const previewSeconds = (performance.now() - previewStarted) / 1000;
    if (!preview || preview.adding !== photoFiles.length || preview.leftOut.length > 0) {
      throw new Error(
        `The benchmark's photos are not all matched: ${JSON.stringify(preview?.leftOut ?? null).slice(0, 500)}`,
      );
    }
    const confirmStarted = performance.now();
    const added = await confirmSending(services, token);
    const confirmSeconds = (performance.now() - confirmStarted) / 1000;
    const peak = resident.stop();
    if (added !== photoFiles.length) throw new Error(`Confirming added ${added ?? "no"} photos`);
    process.stderr.write(
      `Sent, matched and stored in ${sendSeconds.toFixed(1)} s, preview in ${previewSeconds.toFixed(1)} s, confirmed in ${confirmSeconds.toFixed(1)} s\n`,
    );
    return {
      engine: site.engine,
      listings: site.listings,
      photos: photoFiles.length,
      zipBytes,
      added,
      sendSeconds,
      previewSeconds,
      confirmSeconds,
      residentBefore,
      peak,
    };
  } finally {
    await database.close();
  }
}

const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(0);

export function photosTable(results: readonly PhotosResult[]): string {
  const header = [
    "Engine",
    "Listings",
    "Photos",
    "ZIP MB",
    "Added",
    "Send, match and store s",
    "Preview s",
    "Confirm s",
    "Peak resident MB",
    "Growth MB",
  ];
  const rows = results.map((result) => [
    ENGINE_NAMES[result.engine],
    formatInteger(result.listings),
    formatInteger(result.photos),
    megabytes(result.zipBytes),
    formatInteger(result.added),
    result.sendSeconds.toFixed(1),
    result.previewSeconds.toFixed(1),
    result.confirmSeconds.toFixed(1),
    megabytes(result.peak),
    megabytes(result.peak - result.residentBefore),
  ]);
  return markdownTable(header, rows);
}

/**
 * The ZIP of SENT_PHOTOS photos on SQLite and (when its server answers) PostgreSQL, each on a
 * database of its own filled with `count` listings, so that the other measurements are not moved.
 */
export async function measurePhotosOnEachEngine(
  workspace: Workspace,
  count: number,
): Promise<PhotosResult[]> {
  const sites: EngineSite[] = [
    { engine: "sqlite", databaseUrl: `file:${join(workspace.directory, "photos.sqlite")}`, listings: 0 },
  ];
  const postgres = await postgresSite(workspace);
  if (typeof postgres === "string") process.stderr.write(`PostgreSQL was not measured: ${postgres}\n`);
  else sites.push(postgres);
  const photoFiles = await drawPhotos(join(workspace.directory, "photos-in-bulk"));
  const results: PhotosResult[] = [];
  for (const site of sites) {
    step(`Adding ${formatInteger(count)} synthetic listings (${site.engine})`);
    site.listings = (
      await fillListings({ ...workspace, databaseUrl: site.databaseUrl, count, seed: PHOTOS_FILL_SEED })
    ).total;
    results.push(await measurePhotos(workspace, site, photoFiles));
  }
  return results;
}
