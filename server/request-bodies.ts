// What the server reads of a request's body before any route sees it: only the kinds of body
// a browser's form sends, only up to a limit, refused when it holds a NUL byte or bytes that
// are not UTF-8, and with the other control characters nobody types cleaned from its text.
import { parseFormData } from "@remix-run/form-data-parser";
import type { Request, Response } from "express";
import type { Readable } from "node:stream";
import { isTypedFormEncoding } from "~/domain/form-bytes";
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

/** Where a spreadsheet is posted, matched as UPLOAD_PATH is. */
const SPREADSHEET_PATH = /^\/import(?:\/|\.data)?$/i;

/**
 * Where photos are posted: the photo upload and the property form (its `.data` too), matched
 * as React Router matches paths, whatever the letters' case and with a trailing slash.
 */
const UPLOAD_PATH = /^\/(?:image-uploads|addservice|updateservice\/[^/]+)(?:\/|\.data)?$/i;

const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

/**
 * The body to hand to React Router, and whether a streamed body passed its limit as the route
 * read it (it is then cut there); null when the request was answered already.
 */
export type BodyReading = {
  body: BodyInit | undefined;
  replacesContentType: boolean;
  passedLimit: () => boolean;
} | null;

const WHOLE = () => false;

function mediaType(request: Request): string {
  return (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

export const TOO_LARGE = Symbol("too large");

/**
 * The body as a stream, counted as the route reads it, and failed once it passes `limit`:
 * with or without a declared length, nothing past the limit is read.
 */
export function countedStream(
  request: Readable,
  limit: number,
): { body: ReadableStream<Uint8Array>; passedLimit: () => boolean } {
  let size = 0;
  let passed = false;
  let settled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const settle = (end: () => void) => {
        if (settled) return;
        settled = true;
        request.off("data", onData);
        end();
      };
      const onData = (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          passed = true;
          request.pause();
          settle(() => controller.error(new Error(`The request body passed its limit of ${limit} bytes`)));
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
  return { body, passedLimit: () => passed };
}

/** The whole body, or TOO_LARGE as soon as it passes `limit` (the rest is never read). */
export function readUpTo(request: Request, limit: number): Promise<Buffer | typeof TOO_LARGE> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.off("data", onData);
        request.pause();
        resolve(TOO_LARGE);
        return;
      }
      chunks.push(chunk);
    };
    request.on("data", onData);
    request.once("end", () => resolve(Buffer.concat(chunks)));
    request.once("error", reject);
  });
}

function cleanedFields(form: URLSearchParams): URLSearchParams {
  const cleaned = new URLSearchParams();
  for (const [name, value] of form) cleaned.append(typedText(name), typedText(value));
  return cleaned;
}

const TOO_LARGE_MESSAGE = "This form is larger than the site accepts ({{size}}).";
const sizeOf = (limit: number) => ({
  size: limit >= 1024 * 1024 ? `${Math.floor(limit / 1024 / 1024)} MB` : `${limit / 1024} KB`,
});

/** Answers 413 to an upload cut at UPLOAD_BODY_LIMIT as its route read it. */
export function refuseUploadPastLimit(request: Request, response: Response): void {
  refuseForm(request, response, 413, TOO_LARGE_MESSAGE, sizeOf(UPLOAD_BODY_LIMIT));
}

/**
 * Reads what a request sends, within limits that apply before its body is read: a form of
 * text up to FORM_BODY_LIMIT (a spreadsheet to /import up to SPREADSHEET_BODY_LIMIT), whole,
 * with its text cleaned; photos, where they are posted
 * (`path`, the path React Router routes), as a stream cut at UPLOAD_BODY_LIMIT (the photo
 * parser checks and cleans the form's text). Anything but a browser's form is refused: 415
 * for another kind of body, 400 for a form that cannot be read or holds a NUL byte or bytes
 * that are not UTF-8 (in a name or a value), 413 past the limit.
 */
export async function readRequestBody(
  request: Request,
  response: Response,
  path: string,
): Promise<BodyReading> {
  if (request.method === "GET" || request.method === "HEAD")
    return { body: undefined, replacesContentType: false, passedLimit: WHOLE };
  const type = mediaType(request);
  const declaredLength = Number(request.headers["content-length"] ?? Number.NaN);
  if (type === "" && declaredLength === 0)
    return { body: new URLSearchParams(), replacesContentType: true, passedLimit: WHOLE };
  if (type !== URLENCODED && type !== MULTIPART) {
    return refuseForm(
      request,
      response,
      415,
      "The site takes forms as a web browser sends them (application/x-www-form-urlencoded or multipart/form-data).",
    );
  }
  if (type === MULTIPART && UPLOAD_PATH.test(path)) {
    if (declaredLength > UPLOAD_BODY_LIMIT)
      return refuseForm(request, response, 413, TOO_LARGE_MESSAGE, sizeOf(UPLOAD_BODY_LIMIT));
    return { ...countedStream(request, UPLOAD_BODY_LIMIT), replacesContentType: false };
  }
  const limit = type === MULTIPART && SPREADSHEET_PATH.test(path) ? SPREADSHEET_BODY_LIMIT : FORM_BODY_LIMIT;
  if (declaredLength > limit) return refuseForm(request, response, 413, TOO_LARGE_MESSAGE, sizeOf(limit));
  const bytes = await readUpTo(request, limit);
  if (bytes === TOO_LARGE) return refuseForm(request, response, 413, TOO_LARGE_MESSAGE, sizeOf(limit));
  if (type === URLENCODED) {
    if (!isTypedFormEncoding(bytes)) return refuseForm(request, response, 400, UNTYPED_BYTES_MESSAGE);
    return {
      body: cleanedFields(new URLSearchParams(bytes.toString("utf8"))),
      replacesContentType: true,
      passedLimit: WHOLE,
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
  return { body: withTypedText(form), replacesContentType: true, passedLimit: WHOLE };
}
