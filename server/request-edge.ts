// What the server checks of a request before anything else reads it: the method, the form of
// the request line, the host it names and the bytes of its path and query. A request that
// fails is answered 405 or 400 here, and logged as the probe it is, never as the site's own
// failure.
import { isUtf8 } from "node:buffer";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { Request, RequestHandler } from "express";
import { isTypedFormEncoding } from "~/domain/form-bytes";
import { UNTYPED_BYTES_MESSAGE } from "~/services/form-text.server";
import { logger } from "~/shared/logger.server";
import { closeAfterAnswer } from "./close-after-answer";
import { refuseForm } from "./form-refusal";

/** The methods the site's pages and forms use; every other one is answered 405. */
export const ALLOWED_METHODS = "GET, HEAD, POST";
const ANSWERED = new Set(ALLOWED_METHODS.split(", "));

/** A host name, IPv4 or bracketed IPv6 address, and a port: nothing else. */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const NON_ASCII = /[\u0080-\uffff]/;

/** Whether `host` is a plain `host[:port]`, with no path, query, credentials or stray bytes. */
export function isPlainHost(host: string | undefined): host is string {
  const match = host === undefined ? null : PLAIN_HOST.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65_535);
}

/**
 * The address the request is for, as the routes see it: the origin it came to (from
 * X-Forwarded-Host and X-Forwarded-Proto when a proxy is trusted, as Express reads them) and
 * its path and query as sent. Call it only on a request `requestEdgeChecks` let through.
 */
export function siteUrl(request: Request): URL {
  return new URL(`${request.protocol}://${request.host}${request.originalUrl}`);
}

/**
 * Whether a header value holds bytes that are not UTF-8. Node reads header bytes one by one
 * (latin1) and refuses control characters in them itself.
 */
function hasBrokenHeader(rawHeaders: readonly string[]): boolean {
  for (let index = 1; index < rawHeaders.length; index += 2) {
    const value = rawHeaders[index]!;
    if (NON_ASCII.test(value) && !isUtf8(Buffer.from(value, "latin1"))) return true;
  }
  return false;
}

/** Why the request's address (its protocol, host, path and query) is not plain, or null. */
function addressProblem(protocol: string, host: string, originalUrl: string): string | null {
  if (!originalUrl.startsWith("/")) return "the request line names a whole address, not a path";
  if (protocol !== "http" && protocol !== "https") return "the protocol is neither http nor https";
  if (!isPlainHost(host)) return "the host is not a plain host name and port";
  let url: URL;
  try {
    url = new URL(`${protocol}://${host}${originalUrl}`);
  } catch {
    return "the host is not a plain host name and port";
  }
  const path = originalUrl.split("?")[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return "the path is not UTF-8";
  }
  if (CONTROL_CHARACTER.test(decoded)) return "the path holds a control character";
  // Dot segments, backslashes and the like would lead the routes somewhere other than Express.
  if (url.pathname !== path) return "the path is not in its plain form";
  return null;
}

/**
 * Addresses lately found plain, with a query of text: a page asked for again and again (the
 * home page, a popular listing) is read once, not on every request.
 */
const plainAddresses = new Set<string>();
const PLAIN_ADDRESSES_REMEMBERED = 1_000;

type Refusal = { status: 400 | 405; reason: string; untypedQuery?: true };

/** Why the request cannot be answered as a page, or null when it can. */
function refusalOf(request: Request): Refusal | null {
  if (!ANSWERED.has(request.method))
    return { status: 405, reason: `the method ${request.method} is not answered` };
  if (hasBrokenHeader(request.rawHeaders)) return { status: 400, reason: "a header is not UTF-8" };
  const { protocol, host, originalUrl } = request;
  if (host === undefined) return { status: 400, reason: "the host is not a plain host name and port" };
  const address = `${protocol}://${host}${originalUrl}`;
  if (plainAddresses.has(address)) return null;
  const problem = addressProblem(protocol, host, originalUrl);
  if (problem) return { status: 400, reason: problem };
  if (hasUntypedQuery(originalUrl)) {
    return {
      status: 400,
      reason: "the query holds a NUL byte or bytes that are not UTF-8",
      untypedQuery: true,
    };
  }
  if (plainAddresses.size >= PLAIN_ADDRESSES_REMEMBERED) plainAddresses.clear();
  plainAddresses.add(address);
  return null;
}

function logRefusal(request: IncomingMessage, status: number, reason: string) {
  logger.info("Refused a request the site does not answer", {
    status,
    reason,
    method: request.method,
    url: request.url?.slice(0, 200),
  });
}

/** Whether the query string holds a NUL byte or bytes that are not UTF-8, escaped or not. */
function hasUntypedQuery(originalUrl: string): boolean {
  const start = originalUrl.indexOf("?");
  return start !== -1 && !isTypedFormEncoding(Buffer.from(originalUrl.slice(start + 1), "latin1"));
}

/**
 * Answers what the site does not serve before any route sees it: a method other than GET,
 * HEAD and POST with 405 and `Allow`; a request line, host or path that is not plain with 400;
 * a query string holding a NUL byte or bytes that are not UTF-8 with 400 and a page saying so,
 * as a form's refusal does. So every later part (Express's routing, the body limits, React
 * Router) reads one address, and text.
 */
export function requestEdgeChecks(): RequestHandler {
  return (request, response, next) => {
    const refusal = refusalOf(request);
    if (refusal === null) return next();
    logRefusal(request, refusal.status, refusal.reason);
    if (refusal.untypedQuery) return void refuseForm(request, response, 400, UNTYPED_BYTES_MESSAGE);
    response.status(refusal.status);
    if (refusal.status === 405) response.setHeader("Allow", ALLOWED_METHODS);
    response.setHeader("Cache-Control", "no-store");
    closeAfterAnswer(request, response);
    response.type("text").send(refusal.status === 405 ? "Method not allowed.\n" : "Bad request.\n");
  };
}

/** Answers a CONNECT (a request to open a tunnel) with 405: the site is no proxy. */
export function refuseTunnel(request: IncomingMessage, socket: Duplex): void {
  logRefusal(request, 405, "the method CONNECT is not answered");
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
}
