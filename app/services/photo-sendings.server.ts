// Photos sent in bulk: a ZIP of photos, or many photos chosen together, read as they arrive
// (one photo in memory at a time), each matched to a listing by its file name and stored as any
// upload is; then a preview of where each goes, and its confirmation.
import busboy from "busboy";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { Unzip, UnzipInflate, type UnzipFile } from "fflate";
import { recordUpload } from "~/data/photo-uploads.server";
import {
  addSentPhotos,
  findListingOfPhoto,
  findSending,
  type PhotoListing,
  type PhotosForListing,
  saveSending,
  type SentPhoto,
  type SentPhotoWithListing,
} from "~/data/photo-sendings.server";
import { findLastImportToken } from "~/data/spreadsheet-imports.server";
import {
  inNamedOrder,
  isArchiveClutter,
  isPhotoName,
  isZipName,
  leadsOutside,
  MAX_PHOTOS_PER_SENDING,
  PHOTO_SENDING_BYTES,
  type PhotoNameTarget,
  photoNameTarget,
} from "~/domain/photo-file-names";
import { MAX_PHOTOS_PER_PROPERTY, MAX_UPLOAD_BYTES, storedPhotoUrl, PHOTO_WIDTHS } from "~/domain/photos";
import { listingReference } from "~/domain/reference";
import { typedText } from "~/domain/text";
import type { AppServices } from "./context.server";
import { UNTYPED_BYTES_MESSAGE } from "./form-text.server";
import { PhotoUploadError, storeUploadedPhoto } from "./photo-storage.server";

type PhotoServices = Pick<AppServices, "database" | "media">;

/** Entries of every kind one sending may hold: past it, the rest is not read. */
const MAX_ENTRIES = 4 * MAX_PHOTOS_PER_SENDING;

/**
 * Photos hardly shrink in a ZIP; an archive that unpacks to many times what it holds is a bomb.
 * The allowance lets the first photo unpack before the ratio can be judged.
 */
const MOST_UNPACKED_PER_PACKED = 20;

/** ZIP's pieces are fed in slices this size, so that one slice can unpack to at most about 16 MB. */
const SLICE = 16 * 1024;

const NO_FILES = "Please choose a ZIP of photos, or the photos themselves.";
const NOT_A_PHOTO = "Not a photo: JPEG, PNG, WebP and AVIF photos are taken, alone or in a ZIP.";
const LEADS_OUTSIDE = "Its path leads outside the archive (“..” or a path from the root): left out.";
const TOO_LARGE = "Larger than 15 MB: please send a smaller photo.";
const NAMES_NO_LISTING = "Its name points to no listing.";
const BOMB =
  "This ZIP unpacks to far more than it holds, which photos never do: nothing of it was kept. Please make the ZIP again from the photos themselves.";
const TOO_MANY_PHOTOS = `Only the first ${MAX_PHOTOS_PER_SENDING} photos were read: please send the others in another ZIP.`;
const TOO_MANY_ENTRIES = `This ZIP holds more than ${MAX_ENTRIES} files: only the first were read.`;
const UNKNOWN_COMPRESSION =
  "This ZIP is packed in a way the site cannot read: please make it again with your computer's ordinary “Compress” or “Send to ZIP”.";
const NOT_A_ZIP = "This file is not a ZIP the site can read, or it holds nothing.";
const CUT_SHORT =
  "This ZIP ends before its last file does: was it uploaded whole? The photos before it were read.";

/** Why a sending was refused whole; nothing of it is kept. */
export class SendingRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
    this.name = "SendingRefused";
  }
}

/** An entry's name as kept and shown: control characters (a NUL among them) dropped, and not too long. */
const shownName = (name: string) => typedText(name, { singleLine: true }).slice(0, 255);

function whyNoListing(target: PhotoNameTarget, importToken: string | null): string {
  switch (target.by) {
    case "reference":
      return `No listing has the reference ${listingReference(target.listingId)}.`;
    case "row":
      return importToken === null
        ? `No spreadsheet was imported in the last day, so row ${target.row} names no listing: name the photo by the listing's reference (MK-1042-1.jpg).`
        : `Row ${target.row} of the last import added or changed no listing.`;
    case "slug":
      return NAMES_NO_LISTING;
  }
}

/** Reads and keeps each photo of a sending, matched to its listing by name, one at a time. */
class SendingReader {
  readonly photos: SentPhoto[] = [];
  /** Said of the sending as a whole, beside its photos. */
  readonly notes: string[] = [];
  private photosRead = 0;
  private entries = 0;

  constructor(
    private readonly services: PhotoServices,
    private readonly importToken: string | null,
  ) {}

  private note(message: string): void {
    if (!this.notes.includes(message)) this.notes.push(message);
  }

  /** Whether another entry may be read; notes why not once. */
  private room(): boolean {
    this.entries += 1;
    if (this.entries > MAX_ENTRIES) {
      this.note(TOO_MANY_ENTRIES);
      return false;
    }
    return true;
  }

  leftOut(fileName: string, problem: string): void {
    if (this.room()) this.refused(fileName, problem);
  }

  private refused(fileName: string, problem: string): void {
    this.photos.push({
      fileName: shownName(fileName),
      propertyId: null,
      order: null,
      storageKey: null,
      width: null,
      height: null,
      problem,
    });
  }

  async photo(fileName: string, bytes: Uint8Array): Promise<void> {
    if (this.photosRead >= MAX_PHOTOS_PER_SENDING) return this.note(TOO_MANY_PHOTOS);
    if (!this.room()) return;
    this.photosRead += 1;
    const target = photoNameTarget(fileName);
    const found = target && (await findListingOfPhoto(this.services.database.db, target, this.importToken));
    if (!found)
      return this.refused(fileName, target ? whyNoListing(target, this.importToken) : NAMES_NO_LISTING);
    try {
      const stored = await storeUploadedPhoto(this.services.media, bytes);
      await recordUpload(this.services.database.db, stored);
      this.photos.push({
        fileName: shownName(fileName),
        propertyId: found.listing.id,
        order: found.order,
        storageKey: stored.storageKey,
        width: stored.width,
        height: stored.height,
        problem: null,
      });
    } catch (error) {
      if (!(error instanceof PhotoUploadError)) throw error;
      this.refused(fileName, error.message);
    }
  }
}

/** A file's bytes, up to `limit`; null (the rest drained) past it. */
async function bytesUpTo(stream: Readable, limit: number): Promise<Uint8Array | null> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) parts.push(chunk);
  }
  return size > limit ? null : new Uint8Array(Buffer.concat(parts));
}

/** One entry of a ZIP as it unpacks: its bytes, or why it is left out. */
type Unpacked = { name: string; bytes: Uint8Array } | { name: string; problem: string };

/**
 * Reads a ZIP as it arrives, handing each photo to `reader` once it is whole; never more than
 * one photo's bytes and one slice are held. Refuses an archive bomb whole.
 */
async function readZip(stream: Readable, zipName: string, reader: SendingReader): Promise<void> {
  const ready: Unpacked[] = [];
  let stopped: string | null = null;
  let packed = 0;
  let unpacked = 0;
  let entryOpen = false;
  let found = 0;

  const unzip = new Unzip((file: UnzipFile) => {
    if (stopped) return;
    found += 1;
    const name = file.name;
    // Every entry is started, even one left out, so that fflate does not keep its bytes.
    let parts: Uint8Array[] | null = [];
    let size = 0;
    const leftOut = isArchiveClutter(name)
      ? ""
      : leadsOutside(name)
        ? LEADS_OUTSIDE
        : isPhotoName(name)
          ? null
          : NOT_A_PHOTO;
    if (leftOut) ready.push({ name, problem: leftOut });
    if (file.compression !== 0 && file.compression !== 8) {
      stopped = UNKNOWN_COMPRESSION;
      return;
    }
    entryOpen = true;
    file.ondata = (error, chunk, final) => {
      if (error) {
        if (parts) ready.push({ name, problem: "This file could not be unpacked from the ZIP." });
        parts = null;
        entryOpen = false;
        return;
      }
      unpacked += chunk.length;
      if (parts && leftOut === null) {
        size += chunk.length;
        if (size > MAX_UPLOAD_BYTES) {
          ready.push({ name, problem: TOO_LARGE });
          parts = null;
        } else parts.push(chunk);
      }
      if (final) {
        if (parts && leftOut === null) ready.push({ name, bytes: joined(parts) });
        parts = null;
        entryOpen = false;
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  const handOver = async () => {
    for (let entry = ready.shift(); entry; entry = ready.shift()) {
      if ("bytes" in entry) await reader.photo(entry.name, entry.bytes);
      else if (entry.problem) reader.leftOut(entry.name, entry.problem);
    }
  };

  let bomb = false;
  // Read to its end whatever happens: leaving the loop early would break the form's stream.
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (stopped || bomb) continue;
    for (let start = 0; start < chunk.length && !stopped; start += SLICE) {
      const slice = chunk.subarray(start, start + SLICE);
      packed += slice.length;
      try {
        unzip.push(slice);
      } catch {
        stopped = NOT_A_ZIP;
      }
      bomb = unpacked > MOST_UNPACKED_PER_PACKED * packed + MAX_UPLOAD_BYTES;
      if (!bomb) await handOver();
    }
  }
  if (bomb) throw new SendingRefused(BOMB, 400);
  if (!stopped) {
    try {
      unzip.push(new Uint8Array(0), true);
    } catch {
      stopped = entryOpen ? CUT_SHORT : NOT_A_ZIP;
    }
    if (!stopped && entryOpen) stopped = CUT_SHORT;
    if (!stopped && found === 0) stopped = NOT_A_ZIP;
  }
  await handOver();
  if (stopped) reader.leftOut(zipName, stopped);
}

const joined = (parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

async function readPart(stream: Readable, fileName: string, reader: SendingReader): Promise<void> {
  if (isZipName(fileName)) return readZip(stream, fileName, reader);
  if (!isPhotoName(fileName)) {
    stream.resume();
    return reader.leftOut(fileName, NOT_A_PHOTO);
  }
  const bytes = await bytesUpTo(stream, MAX_UPLOAD_BYTES);
  if (bytes === null) return reader.leftOut(fileName, TOO_LARGE);
  await reader.photo(fileName, bytes);
}

/** Feeds the form to `reader` part by part; settles once every part is read. */
const brokenForm = () => new SendingRefused("The form could not be read. Please try again.", 400);

function readForm(request: Request, reader: SendingReader): Promise<number> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type) || !request.body) {
    return Promise.reject(new SendingRefused(NO_FILES, 415));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": type },
        defParamCharset: "utf8",
        limits: { files: MAX_ENTRIES, fileSize: PHOTO_SENDING_BYTES, fields: 8, fieldSize: 1024 },
      });
    } catch {
      return reject(brokenForm());
    }
    const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
    let files = 0;
    let failure: unknown = null;
    let reading: Promise<void> = Promise.resolve();
    // The rest of a refused form is read and dropped, so that its sender hears the refusal.
    const fail = (error: unknown) => {
      failure ??= error;
    };
    // busboy decodes names and text as UTF-8, bytes that are not becoming U+FFFD.
    const untyped = (...texts: string[]) =>
      texts.some((text) => text.includes("\u0000") || text.includes("\ufffd"));
    parser.on("field", (name, value) => {
      if (untyped(name, value)) fail(new SendingRefused(UNTYPED_BYTES_MESSAGE, 400));
    });
    parser.on("file", (field, stream, info) => {
      if (untyped(field, info.filename ?? "")) fail(new SendingRefused(UNTYPED_BYTES_MESSAGE, 400));
      reading = reading.then(async () => {
        if (failure || !info.filename) return void stream.resume();
        files += 1;
        let cut = false;
        stream.once("error", () => (cut = true));
        try {
          await readPart(stream, info.filename, reader);
        } catch (error) {
          if (cut) return fail(brokenForm());
          if (!(error instanceof SendingRefused)) {
            source.destroy();
            return reject(error);
          }
          stream.resume();
          fail(error);
        }
      });
    });
    parser.on("filesLimit", () => reader.leftOut("", TOO_MANY_ENTRIES));
    const settle = () => void reading.then(() => (failure ? reject(failure) : resolve(files)));
    // A broken form stops the parser without a close: the rest of the body is dropped as it comes.
    parser.on("error", () => {
      fail(brokenForm());
      source.unpipe(parser);
      source.resume();
      settle();
    });
    parser.on("close", settle);
    source.on("error", reject);
    source.pipe(parser);
  });
}

/**
 * Reads a sending of photos and keeps it for its preview; returns its token. Throws
 * `SendingRefused` for a sending refused whole (no files, not a form, an archive bomb).
 */
export async function receivePhotoSending(request: Request, services: PhotoServices): Promise<string> {
  const { db } = services.database;
  const reader = new SendingReader(services, await findLastImportToken(db));
  const files = await readForm(request, reader);
  if (files === 0) throw new SendingRefused(NO_FILES, 400);
  const token = randomBytes(18).toString("base64url");
  const notes = reader.notes.map((note) => ({
    fileName: "",
    propertyId: null,
    order: null,
    storageKey: null,
    width: null,
    height: null,
    problem: note,
  }));
  await saveSending(db, token, [...reader.photos, ...notes]);
  return token;
}

/** A listing and the photos a sending adds to it, in the order they take. */
export interface ListingInSending {
  listing: PhotoListing;
  reference: string;
  photos: { fileName: string; src: string; order: number | null }[];
  /** How many of them do not fit: a listing holds MAX_PHOTOS_PER_PROPERTY photos. */
  beyondRoom: number;
}

export interface SendingPreview {
  listings: ListingInSending[];
  /** Photos that go nowhere, and why; `fileName` empty for what is said of the whole sending. */
  leftOut: { fileName: string; problem: string }[];
  /** Photos that will be added. */
  adding: number;
}

type KeptPhoto = SentPhotoWithListing & { listing: PhotoListing; storageKey: string };

/** The photos that go to a listing, by listing, each listing's in the order they take. */
function byListing(
  photos: readonly SentPhotoWithListing[],
): { listing: PhotoListing; photos: KeptPhoto[] }[] {
  const groups = new Map<number, { listing: PhotoListing; photos: KeptPhoto[] }>();
  for (const photo of photos) {
    if (!photo.listing || !photo.storageKey || photo.problem) continue;
    const group = groups.get(photo.listing.id) ?? { listing: photo.listing, photos: [] };
    group.photos.push(photo as KeptPhoto);
    groups.set(photo.listing.id, group);
  }
  return [...groups.values()].map((group) => ({ ...group, photos: inNamedOrder(group.photos) }));
}

/** Where each photo of a sending goes, and which go nowhere; null for an unknown or confirmed one. */
export async function sendingPreview(
  { database }: PhotoServices,
  token: string,
): Promise<SendingPreview | null> {
  const photos = await findSending(database.db, token);
  if (photos.length === 0) return null;
  const listings = byListing(photos)
    .map(({ listing, photos }) => ({
      listing,
      reference: listingReference(listing.id),
      photos: photos.map((photo) => ({
        fileName: photo.fileName,
        order: photo.order,
        src: storedPhotoUrl(photo.storageKey, PHOTO_WIDTHS[0]),
      })),
      beyondRoom: Math.max(photos.length - Math.max(MAX_PHOTOS_PER_PROPERTY - listing.photoCount, 0), 0),
    }))
    .sort((a, b) => a.listing.name.localeCompare(b.listing.name, "en"));
  const leftOut = photos.flatMap((photo) =>
    photo.problem ? [{ fileName: photo.fileName, problem: photo.problem }] : [],
  );
  const adding = listings.reduce((sum, group) => sum + group.photos.length - group.beyondRoom, 0);
  return { listings, leftOut, adding };
}

/**
 * Adds a sending's photos to their listings, after the photos each has, up to
 * MAX_PHOTOS_PER_PROPERTY; returns how many were added, or null when it was not waiting.
 */
export async function confirmSending({ database }: PhotoServices, token: string): Promise<number | null> {
  const photos = await findSending(database.db, token);
  if (photos.length === 0) return null;
  const listings: PhotosForListing[] = byListing(photos).map(({ listing, photos }) => ({
    propertyId: listing.id,
    photos: photos.map(({ storageKey, width, height }) => ({ storageKey, width, height })),
  }));
  return addSentPhotos(database.db, token, listings);
}
