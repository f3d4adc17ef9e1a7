import { pipeline } from "node:stream/promises";
import type { RequestHandler } from "express";
import { RETRY_AFTER_SECONDS } from "~/data/database-faults.server";
import { logger } from "~/shared/logger.server";
import { isSafeMediaFileName, MEDIA_CACHE_CONTROL, type MediaStorage } from "~/services/media-storage.server";

/** How a response the visitor closed, before or while the file was sent, fails to be written. */
const VISITOR_LEFT = new Set(["ERR_STREAM_PREMATURE_CLOSE", "ERR_STREAM_UNABLE_TO_PIPE"]);

/**
 * Serves stored images under the path it is mounted at (`/media/<file>`), streamed from
 * whichever storage holds them, so the same URLs work on disk and in an object store.
 */
export function mediaFiles(media: MediaStorage): RequestHandler {
  return async (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const name = request.path.slice(1);
    let file: Awaited<ReturnType<MediaStorage["read"]>>;
    try {
      file = isSafeMediaFileName(name)
        ? await media.read(name, { ifNoneMatch: request.get("If-None-Match") })
        : null;
    } catch (error) {
      // The store is down or failing: the page around the image still works.
      logger.error("Reading a media file failed", error, { file: name });
      response
        .status(503)
        .set({ "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" })
        .type("text/plain")
        .send("The photo cannot be fetched just now.");
      return;
    }
    if (!file) {
      response.status(404).type("text/plain").send("Not found");
      return;
    }

    response.set({ "Cache-Control": MEDIA_CACHE_CONTROL, "X-Content-Type-Options": "nosniff" });
    if (file.etag) response.set("ETag", file.etag);
    if (file.notModified) {
      response.status(304).end();
      return;
    }
    response.set("Content-Type", file.contentType);
    if (file.contentLength !== null) response.set("Content-Length", String(file.contentLength));
    if (request.method === "HEAD") {
      file.body.destroy();
      response.end();
      return;
    }
    try {
      await pipeline(file.body, response);
    } catch (error) {
      file.body.destroy();
      // A visitor who leaves while the file is opened or sent closes the response early;
      // anything else is the store failing mid-file.
      if (!VISITOR_LEFT.has((error as NodeJS.ErrnoException).code ?? "")) {
        logger.error("Sending a media file failed", error, { file: name });
      }
    }
  };
}
