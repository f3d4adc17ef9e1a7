// Serves the built client files (scripts, styles, icons) from memory. The
// build never changes while the server runs, so each file is read and
// compressed once at start instead of on every request.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([
  ".js",
  ".css",
  ".html",
  ".json",
  ".map",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
]);
const SMALLEST_WORTH_COMPRESSING = 512;

/** Every file below `directory`, leaving out hidden ones such as the build manifest in `.vite/`. */
async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !relative(directory, file)
          .split(sep)
          .some((part) => part.startsWith(".")),
    );
}

type Encoding = "br" | "gzip" | "identity";

interface StaticFile {
  variants: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  contentType: string;
  cacheControl: string;
  etag: string;
  vary: boolean;
}

async function loadFile(root: string, file: string): Promise<[string, StaticFile]> {
  const extension = extname(file);
  const body = await readFile(file);
  const urlPath = `/${relative(root, file).split(sep).join("/")}`;
  const hashed = urlPath.startsWith("/assets/");
  const variants: StaticFile["variants"] = { identity: body };
  if (COMPRESSIBLE.has(extension) && body.length >= SMALLEST_WORTH_COMPRESSING) {
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(body, { level: 9 }),
    ]);
    if (br.length < body.length) variants.br = br;
    if (gz.length < body.length) variants.gzip = gz;
  }
  return [
    urlPath,
    {
      variants,
      contentType: CONTENT_TYPES[extension] ?? "application/octet-stream",
      cacheControl: hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      vary: Object.keys(variants).length > 1,
    },
  ];
}

/** The best encoding the client accepts among those a file has. */
function pickEncoding(acceptEncoding: string | undefined, variants: StaticFile["variants"]): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ""))
      .map(([name = ""]) => name.trim().toLowerCase()),
  );
  if (variants.br && accepted.has("br")) return "br";
  if (variants.gzip && accepted.has("gzip")) return "gzip";
  return "identity";
}

/** Express middleware answering GET and HEAD for every file under `root`. */
export async function staticFiles(root: string) {
  const files = new Map(await Promise.all((await listFiles(root)).map((file) => loadFile(root, file))));
  return function serveStaticFile(request: Request, response: Response, next: NextFunction) {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const file = files.get(request.path);
    if (!file) return next();

    response.setHeader("Cache-Control", file.cacheControl);
    response.setHeader("ETag", file.etag);
    if (file.vary) response.setHeader("Vary", "Accept-Encoding");
    if (request.headers["if-none-match"] === file.etag) {
      response.statusCode = 304;
      return response.end();
    }
    const encoding = pickEncoding(request.headers["accept-encoding"], file.variants);
    const body = file.variants[encoding] ?? file.variants.identity;
    response.setHeader("Content-Type", file.contentType);
    response.setHeader("Content-Length", body.length);
    if (encoding !== "identity") response.setHeader("Content-Encoding", encoding);
    response.end(request.method === "HEAD" ? undefined : body);
  };
}
