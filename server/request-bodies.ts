// What the server reads of a request's body before any route sees it: only the kinds of body
// a browser's form sends, only up to a limit, refused when it holds a NUL byte or bytes that
// are not UTF-8, and with the other control characters nobody types cleaned from its text.
import { parseFormData } from "@remix-run/form-data-parser";
import type { Request, Response } from "express";
import type { Readable } from "node:stream";
import { isTypedFormEncoding } from "~/domain/form-bytes";
import { YOUR_SITE_BODY_LIMIT } from "~/domain/brand-images";
import { PERSON_FORM_BODY_LIMIT } from "~/domain/people";
import { PHOTO_SENDING_BYTES } from "~/domain/photo-file-names";
import { MAX_PHOTOS_PER_PROPERTY, MAX_UPLOAD_BYTES } from "~/domain/photos";
import { typedText } from "~/domain/text";
import {
  holdsUntypedBytes,
  isNotUtf8,
  UNTYPED_BYTES_MESSAGE,
  withTypedText,
} from "~/services/form-text.server";
import { refuseForm } from "./form-refusal";

/** A text form (sign-in, contact, settings, a listing's details) is never near this. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** A property form sent with all its photos, without JavaScript; or one photo uploaded. */
export const UPLOAD_BODY_LIMIT = MAX_PHOTOS_PER_PROPERTY * MAX_UPLOAD_BYTES + 1024 * 1024;

/** A spreadsheet of listings posted to /import: 10,000 rows with long descriptions fit. */
export const SPREADSHEET_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * How long a body may take to arrive: a text form in seconds, even over slow mobile data; the
 * office's photos and spreadsheets, a few MB each, in minutes over a poor uplink.
 */
export const FORM_BODY_SECONDS = 30;
export const LARGE_BODY_SECONDS = 300;

/** Photos sent in bulk: a ZIP of up to 1 GB, over an office's uplink, in half an hour. */
export const PHOTO_SENDING_BODY_LIMIT = PHOTO_SENDING_BYTES + 1024 * 1024;
export const PHOTO_SENDING_SECONDS = 30 * 60;

/** Where photos are sent in bulk, matched as UPLOAD_PATH is. */
const PHOTO_SENDING_PATH = /^\/import\/photos(?:\/|\.data)?$/i;

/** Where a spreadsheet is posted, matched as UPLOAD_PATH is. */
const SPREADSHEET_PATH = /^\/import(?:\/|\.data)?$/i;

/**
 * Where photos are posted: the photo upload and the property form (its `.data` too), matched
 * as React Router matches paths, whatever the letters' case and with a trailing slash.
 */
const UPLOAD_PATH = /^\/(?:image-uploads|addservice|updateservice\/[^/]+)(?:\/|\.data)?$/i;

/** Where the office sends its logo and home page photo with the "Your site" form. */
const YOUR_SITE_PATH = /^\/your-site(?:\/|\.data)?$/i;

/** Where the owner sends a person's photo (People), and everyone their own (Your details). */
const PEOPLE_PATH = /^\/people(?:\/|\.data)?$/i;
const YOUR_DETAILS_PATH = /^\/your-details(?:\/|\.data)?$/i;

const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

/**
 * The body to hand to React Router, and whether a streamed body was cut as the route read it
 * (past its limit, or too slow); null when the request was answered already.
 */
export type BodyReading = {
  body: BodyInit | undefined;
  replacesContentType: boolean;
  refusal: () => BodyRefusal | null;
  /** The size past which a streamed body is cut. */
  limit: number;
} | null;

const WHOLE = () => null;

function mediaType(request: Request): string {
  return (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

export const TOO_LARGE = Symbol("too large");
export const TOO_SLOW = Symbol("too slow");

/** Why a body was not read whole: it passed its size limit, or its time limit. */
export type BodyRefusal = "too large" | "too slow";

/**
 * The body as a stream, counted as the route reads it, and failed once it passes `limit` or
 * takes longer than `seconds` to arrive: with or without a declared length, nothing past the
 * limit is read.
 */
export function countedStream(
  request: Readable,
  limit: number,
  seconds = LARGE_BODY_SECONDS,
): { body: ReadableStream<Uint8Array>; refusal: () => BodyRefusal | null } {
  let size = 0;
  let refusal: BodyRefusal | null = null;
  let settled = false;
  let deadline: NodeJS.Timeout | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const settle = (end: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        request.off("data", onData);
        end();
      };
      const refuse = (why: BodyRefusal) => {
        refusal = why;
        request.pause();
        settle(() =>
          controller.error(new Error(`The request body was ${why} (${limit} bytes, ${seconds} s)`)),
        );
      };
      deadline = setTimeout(() => refuse("too slow"), seconds * 1000);
      const onData = (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          refuse("too large");
          return;
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
        if ((controller.desiredSize ?? 1) <= 0) request.pause();
      };
      request.on("data", onData);
      request.once("end", () => settle(() => controller.close()));
      request.once("error", (error) => settle(() => controller.error(error)));
    },
    pull() {
      if (!settled) request.resume();
    },
    cancel() {
      request.pause();
    },
  });
  return { body, refusal: () => refusal };
}

/**
 * The whole body; TOO_LARGE as soon as it passes `limit`, TOO_SLOW once it has taken longer
 * than `seconds` (the rest is never read, and what came is let go).
 */
export function readUpTo(
  request: Readable,
  limit: number,
  seconds = FORM_BODY_SECONDS,
): Promise<Buffer | typeof TOO_LARGE | typeof TOO_SLOW> {
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: Buffer | typeof TOO_LARGE | typeof TOO_SLOW) => {
      clearTimeout(deadline);
      request.off("data", onData);
      if (typeof outcome === "symbol") {
        chunks = [];
        request.pause();
      }
      resolve(outcome);
    };
    const deadline = setTimeout(() => finish(TOO_SLOW), seconds * 1000);
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return finish(TOO_LARGE);
      chunks.push(chunk);
    };
    request.on("data", onData);
    request.once("end", () => finish(Buffer.concat(chunks)));
    request.once("error", (error) => {
      clearTimeout(deadline);
      reject(error);
    });
  });
}

function cleanedFields(form: URLSearchParams): URLSearchParams {
  const cleaned = new URLSearchParams();
  for (const [name, value] of form) cleaned.append(typedText(name), typedText(value));
  return cleaned;
}

const TOO_LARGE_MESSAGE = "This form is larger than the site accepts ({{size}}).";
const TOO_SLOW_MESSAGE = "This form took too long to arrive. Please check your connection and send it again.";
const OFFICE_ONLY_MESSAGE =
  "Only the signed-in office sends files here. Sign in again in another tab, then send the form again.";
const sizeOf = (limit: number) => ({
  size: limit >= 1024 * 1024 ? `${Math.floor(limit / 1024 / 1024)} MB` : `${limit / 1024} KB`,
});

/** Answers a streamed upload that its route's reading cut: past its limit, or too slow. */
export function refuseCutUpload(
  request: Request,
  response: Response,
  refusal: BodyRefusal,
  limit: number,
): void {
  if (refusal === "too slow") refuseForm(request, response, 408, TOO_SLOW_MESSAGE);
  else refuseForm(request, response, 413, TOO_LARGE_MESSAGE, sizeOf(limit));
}

/**
 * The larger limit of the office's files at `path`, and whether the route reads them as a
 * stream (photos and images, handled one file at a time) rather than whole; null where only
 * text forms are sent.
 */
function filesAt(
  path: string,
): { limit: number; streamed: boolean; ownerOnly: boolean; seconds?: number } | null {
  if (UPLOAD_PATH.test(path)) return { limit: UPLOAD_BODY_LIMIT, streamed: true, ownerOnly: false };
  if (PHOTO_SENDING_PATH.test(path))
    return {
      limit: PHOTO_SENDING_BODY_LIMIT,
      streamed: true,
      ownerOnly: true,
      seconds: PHOTO_SENDING_SECONDS,
    };
  if (YOUR_SITE_PATH.test(path)) return { limit: YOUR_SITE_BODY_LIMIT, streamed: true, ownerOnly: true };
  if (PEOPLE_PATH.test(path)) return { limit: PERSON_FORM_BODY_LIMIT, streamed: true, ownerOnly: true };
  if (YOUR_DETAILS_PATH.test(path))
    return { limit: PERSON_FORM_BODY_LIMIT, streamed: true, ownerOnly: false };
  if (SPREADSHEET_PATH.test(path)) return { limit: SPREADSHEET_BODY_LIMIT, streamed: false, ownerOnly: true };
  return null;
}

/**
 * Reads what a request sends, within limits that apply before its body is read. A form of text
 * is read whole up to FORM_BODY_LIMIT, within FORM_BODY_SECONDS, its text cleaned. Where the
 * office sends files (`path`, the path React Router routes), a larger body is taken only once
 * `fromTheOffice` has said the request comes from a person of the office who may send them
 * (anyone signed in for photos, the owner for the rest): photos as a stream
 * cut at UPLOAD_BODY_LIMIT, photos sent in bulk as one cut at PHOTO_SENDING_BODY_LIMIT within
 * PHOTO_SENDING_SECONDS, the "Your site" form's logo and home page photo as a stream cut at
 * YOUR_SITE_BODY_LIMIT, a person's photo as one cut at PERSON_FORM_BODY_LIMIT (their routes'
 * parsers check and clean the form's text), a spreadsheet
 * whole up to SPREADSHEET_BODY_LIMIT, each within LARGE_BODY_SECONDS; a stranger's body there
 * larger than a text form, or of no declared length, is refused (403) before any of it is read. Anything but a browser's form is refused: 415
 * for another kind of body, 400 for a form that cannot be read or holds a NUL byte or bytes that
 * are not UTF-8 (in a name or a value), 413 past the limit, 408 past the time limit.
 */
export async function readRequestBody(
  request: Request,
  response: Response,
  path: string,
  fromTheOffice: (ownerOnly: boolean) => Promise<boolean>,
): Promise<BodyReading> {
  if (request.method === "GET" || request.method === "HEAD")
    return { body: undefined, replacesContentType: false, refusal: WHOLE, limit: 0 };
  const type = mediaType(request);
  const declaredLength = Number(request.headers["content-length"] ?? Number.NaN);
  if (type === "" && declaredLength === 0)
    return { body: new URLSearchParams(), replacesContentType: true, refusal: WHOLE, limit: 0 };
  if (type !== URLENCODED && type !== MULTIPART) {
    return refuseForm(
      request,
      response,
      415,
      "The site takes forms as a web browser sends them (application/x-www-form-urlencoded or multipart/form-data).",
    );
  }
  const files = type === MULTIPART ? filesAt(path) : null;
  const fromOffice = files !== null && (await fromTheOffice(files.ownerOnly));
  if (files !== null && !fromOffice && !(declaredLength <= FORM_BODY_LIMIT))
    return refuseForm(request, response, 403, OFFICE_ONLY_MESSAGE);
  const limit = fromOffice ? files.limit : FORM_BODY_LIMIT;
  const seconds = fromOffice ? (files.seconds ?? LARGE_BODY_SECONDS) : FORM_BODY_SECONDS;
  if (files?.streamed) {
    if (declaredLength > limit) return refuseForm(request, response, 413, TOO_LARGE_MESSAGE, sizeOf(limit));
    return { ...countedStream(request, limit, seconds), replacesContentType: false, limit };
  }
  if (declaredLength > limit) return refuseForm(request, response, 413, TOO_LARGE_MESSAGE, sizeOf(limit));
  const bytes = await readUpTo(request, limit, seconds);
  if (bytes === TOO_LARGE) return refuseForm(request, response, 413, TOO_LARGE_MESSAGE, sizeOf(limit));
  if (bytes === TOO_SLOW) return refuseForm(request, response, 408, TOO_SLOW_MESSAGE);
  if (type === URLENCODED) {
    if (!isTypedFormEncoding(bytes)) return refuseForm(request, response, 400, UNTYPED_BYTES_MESSAGE);
    return {
      body: cleanedFields(new URLSearchParams(bytes.toString("utf8"))),
      replacesContentType: true,
      refusal: WHOLE,
      limit,
    };
  }
  let form: FormData;
  try {
    form = await parseFormData(
      new globalThis.Request("http://form.invalid/", {
        method: "POST",
        headers: { "Content-Type": request.headers["content-type"]! },
        body: new Uint8Array(bytes),
      }),
      { maxFileSize: limit },
    );
  } catch (error) {
    if (isNotUtf8(error)) return refuseForm(request, response, 400, UNTYPED_BYTES_MESSAGE);
    return refuseForm(request, response, 400, "The form could not be read. Please try again.");
  }
  if (holdsUntypedBytes(form)) return refuseForm(request, response, 400, UNTYPED_BYTES_MESSAGE);
  return { body: withTypedText(form), replacesContentType: true, refusal: WHOLE, limit };
}
