import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Request, Response } from "express";
import { nairobiDayNumber } from "~/domain/dates";
import { visitRequest, type PageVisit, type VisitRequest } from "~/domain/visitor-counting";
import { carriesSiteCookie } from "./http-caching.server";
import { matchesEtag } from "./media-storage.server";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Says whether a page came from the kept pages, for operators checking freshness and speed. */
export const KEPT_PAGE_STATUS_HEADER = "X-Page-Cache";

/** A visitor's page as it left the renderer: the same bytes for everyone who asks. */
export interface RenderedPage {
  status: number;
  /** Every header of the page, its Content-Security-Policy and ETag among them. */
  headers: [string, string][];
  body: Buffer;
  etag: string;
  /** What the page counts each time a person is sent it. */
  visit?: PageVisit;
}

type Encoding = "br" | "gzip";

/** Which answer of a page: its body in an encoding, as it is, or only "not modified". */
type Answer = Encoding | "identity" | "not-modified";

interface KeptPage extends RenderedPage {
  storedAt: number;
  /**
   * Compressed once, when first asked for in that encoding: the compression under way, then
   * its bytes, sent without waiting a turn.
   */
  encoded: Partial<Record<Encoding, Buffer | Promise<Buffer>>>;
  /** Each answer's header lines, written once (for `writeHead`, which takes them as they are). */
  headerLines: Partial<Record<Answer, string[]>>;
}

/** One address's kept pages: several renderings where a page differs on each visit (the home page's draw). */
interface Entry {
  pages: (KeptPage | undefined)[];
  /** When the rendering that will fill each empty or outdated slot began, while one is under way. */
  fillingSince: Map<number, number>;
}

/** A rendering that has not filled its slot by now failed; another request may render it. */
const FILLING_GIVEN_UP_AFTER_MS = 10_000;

/** Where the page for a request that found none is to be kept, for the renderer. */
export interface KeepPlace {
  key: string;
  /** Which of the address's renderings this request fills. */
  slot: number;
}

export interface KeptPagesLimits {
  /** Pages are dropped, least recently used first, once their bodies pass this many bytes. */
  maxBytes: number;
  /** No page is served older than this, whatever else changes. */
  maxAgeMs: number;
}

/** A CDN may keep a public page for a minute (s-maxage=60); the app keeps it no longer. */
export const KEPT_PAGES_LIMITS: KeptPagesLimits = { maxBytes: 32_000_000, maxAgeMs: 60_000 };

/** The content version (migration 008): cheap to ask for on every request. */
export type ContentVersionReader = () => number | Promise<number>;

/**
 * The headers every response carries (server/security-headers.ts), by whether the request came
 * over https: a kept page is sent with them and its own, and with no other part of the server.
 */
export type EveryResponseHeaders = (secure: boolean) => readonly (readonly [string, string])[];

/** Counts a kept page's visit (in memory: nothing on the request's path waits for it). */
export type VisitCounter = (request: VisitRequest, visit: PageVisit) => void;

export interface KeptPages {
  /**
   * For the server, ahead of the routes: answers a visitor's GET for a page from a kept
   * rendering and returns true; otherwise returns false, having noted in
   * `response.locals.keepPlace` where the page about to be rendered may be kept.
   */
  serve(
    request: Request,
    response: Response,
    everyResponse: EveryResponseHeaders,
  ): boolean | Promise<boolean>;
  /**
   * For the renderer: keeps a visitor's page at the place the server noted. `renderings` is
   * how many different renderings of the address are kept and served at random.
   */
  keep(place: KeepPlace, page: RenderedPage, renderings: number): void;
}

/**
 * Brotli where the client takes it, else gzip: browsers list gzip first, though Brotli makes
 * pages a fifth smaller.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(";")[0]),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

/** The few Accept-Encoding values browsers send, each read once. */
const encodingsRead = new Map<string, Encoding | null>();
const ENCODINGS_REMEMBERED = 64;

function encodingFor(acceptEncoding: string | undefined): Encoding | null {
  if (acceptEncoding === undefined) return null;
  let encoding = encodingsRead.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = preferredEncoding(acceptEncoding);
    if (encodingsRead.size >= ENCODINGS_REMEMBERED) encodingsRead.clear();
    encodingsRead.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** Headers the kept pages write for each sending, in place of any the page was rendered with. */
const SENDING_HEADERS = new Set(
  [KEPT_PAGE_STATUS_HEADER, "vary", "content-encoding", "content-length"].map((name) => name.toLowerCase()),
);

/**
 * A page's header lines for one answer: those of every response, then the page's own (which
 * win over them), then the sending's.
 */
function headerLinesOf(
  page: KeptPage,
  answer: Answer,
  body: Buffer,
  everyResponse: readonly (readonly [string, string])[],
): string[] {
  const lines = new Map<string, readonly [string, string]>();
  for (const line of everyResponse) lines.set(line[0].toLowerCase(), line);
  for (const line of page.headers) {
    if (!SENDING_HEADERS.has(line[0].toLowerCase())) lines.set(line[0].toLowerCase(), line);
  }
  const sending: [string, string][] = [
    [KEPT_PAGE_STATUS_HEADER, "hit"],
    ["Vary", "Cookie, Accept-Encoding"],
  ];
  if (answer === "br" || answer === "gzip") sending.push(["Content-Encoding", answer]);
  if (answer !== "not-modified") sending.push(["Content-Length", String(body.length)]);
  return [...lines.values(), ...sending].flat();
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 9 });
}

/**
 * Visitors' pages, rendered once and then sent as they are, like static files, until anything
 * they show changes. Each is kept under the content version, which every write to what public
 * pages show moves on (whichever instance, import or hand-written SQL makes it), the day in
 * Nairobi (pages show dates), and the address as the page was rendered for it.
 */
export function createKeptPages(
  { maxBytes, maxAgeMs }: KeptPagesLimits,
  contentVersion: ContentVersionReader,
  countVisit: VisitCounter = () => {},
): KeptPages {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const sizeOf = (entry: Entry) => entry.pages.reduce((total, page) => total + (page?.body.length ?? 0), 0);

  function remove(key: string, entry: Entry) {
    entries.delete(key);
    bytes -= sizeOf(entry);
  }

  function shrink() {
    for (const [oldestKey, oldest] of entries) {
      if (bytes <= maxBytes) break;
      remove(oldestKey, oldest);
    }
  }

  function write(
    response: Response,
    page: KeptPage,
    answer: Answer,
    body: Buffer | undefined,
    everyResponse: readonly (readonly [string, string])[],
  ) {
    const lines = (page.headerLines[answer] ??= headerLinesOf(
      page,
      answer,
      body ?? page.body,
      everyResponse,
    ));
    response.writeHead(answer === "not-modified" ? 304 : page.status, lines);
    response.end(body);
  }

  /** Sends a kept page: at once, unless its body is still being compressed for this encoding. */
  function send(
    request: Request,
    response: Response,
    page: KeptPage,
    everyResponse: readonly (readonly [string, string])[],
  ): void | Promise<void> {
    // A 304 counts too: a person came back to the page and the browser had it already.
    if (page.visit)
      countVisit(
        visitRequest(request.method, (name) => header(request.headers[name]), request.ip ?? "unknown"),
        page.visit,
      );
    if (matchesEtag(request.headers["if-none-match"], page.etag)) {
      write(response, page, "not-modified", undefined, everyResponse);
      return;
    }
    const encoding = encodingFor(request.headers["accept-encoding"]);
    if (!encoding) {
      write(response, page, "identity", page.body, everyResponse);
      return;
    }
    const encoded = (page.encoded[encoding] ??= compress(page.body, encoding).then(
      (body) => (page.encoded[encoding] = body),
    ));
    if (Buffer.isBuffer(encoded)) {
      write(response, page, encoding, encoded, everyResponse);
      return;
    }
    return encoded.then((body) => write(response, page, encoding, body, everyResponse));
  }

  function serveAt(
    version: number,
    request: Request,
    response: Response,
    everyResponse: EveryResponseHeaders,
  ): boolean | Promise<boolean> {
    const now = Date.now();
    // The origin the page is rendered for: React Router's request takes its host from
    // X-Forwarded-Host when a proxy is trusted, and so does Express's `request.host`.
    const protocol = request.protocol;
    const key = `${version} ${nairobiDayNumber(now)} ${protocol}://${request.host}${request.originalUrl}`;
    const entry = entries.get(key);
    const fresh = (page: KeptPage | undefined): page is KeptPage =>
      page !== undefined && now - page.storedAt <= maxAgeMs;
    const slot = entry ? Math.floor(Math.random() * entry.pages.length) : 0;
    let page = entry?.pages[slot];
    if (entry && !fresh(page)) {
      // One request renders the slot; the others meanwhile get another rendering, if one is fresh.
      const since = entry.fillingSince.get(slot);
      if (since === undefined || now - since > FILLING_GIVEN_UP_AFTER_MS) {
        entry.fillingSince.set(slot, now);
        page = undefined;
      } else {
        page = entry.pages.find(fresh);
      }
    }
    if (entry && fresh(page)) {
      entries.delete(key);
      entries.set(key, entry);
      const sent = send(request, response, page, everyResponse(protocol === "https"));
      return sent ? sent.then(() => true) : true;
    }
    response.locals.keepPlace = { key, slot } satisfies KeepPlace;
    return false;
  }

  return {
    serve(request, response, everyResponse) {
      if (
        request.method !== "GET" ||
        request.path.endsWith(".data") ||
        carriesSiteCookie(request.headers.cookie)
      ) {
        return false;
      }
      const version = contentVersion();
      return typeof version === "number"
        ? serveAt(version, request, response, everyResponse)
        : version.then((known) => serveAt(known, request, response, everyResponse));
    },

    keep({ key, slot }, rendered, renderings) {
      if (rendered.body.length > maxBytes) return;
      const existing = entries.get(key);
      const entry: Entry = existing ?? {
        pages: Array.from({ length: Math.max(1, renderings) }),
        fillingSince: new Map(),
      };
      if (existing) remove(key, existing);
      entry.pages[slot % entry.pages.length] = {
        ...rendered,
        storedAt: Date.now(),
        encoded: {},
        headerLines: {},
      };
      entry.fillingSince.delete(slot % entry.pages.length);
      entries.set(key, entry);
      bytes += sizeOf(entry);
      shrink();
    },
  };
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : value);

/** Where the server said a request's page may be kept, if it may. */
export function keepPlaceOf(response: Response): KeepPlace | undefined {
  const place = response.locals.keepPlace as KeepPlace | undefined;
  return place && typeof place.key === "string" ? place : undefined;
}
