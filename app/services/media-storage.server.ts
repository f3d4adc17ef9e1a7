import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import type { Readable } from "node:stream";

/** Where uploaded and generated image files live. */
export interface MediaStorage {
  /** Stores `bytes` under `file` (a flat name such as `ab12-960.webp`). */
  put(file: string, bytes: Uint8Array): Promise<void>;
  remove(file: string): Promise<void>;
  /**
   * Opens a stored file to send it, or gives null when there is none. With `ifNoneMatch`
   * (a request's If-None-Match) naming its current ETag, only that it is unchanged.
   */
  read(file: string, conditions?: { ifNoneMatch?: string }): Promise<MediaFile | null>;
}

/** A stored file to send; `etag` and `contentLength` are null when the store gave none. */
export type MediaFile = { etag: string | null } & (
  | { notModified: true }
  | { notModified: false; contentType: string; contentLength: number | null; body: Readable }
);

export interface LocalMediaStorage extends MediaStorage {
  directory: string;
}

/** Every file name is content-addressed and new content gets a new name, so browsers may keep a file for good. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

const SAFE_FILE_NAME = /^[a-z0-9][a-z0-9._-]*$/i;

export function isSafeMediaFileName(file: string): boolean {
  return SAFE_FILE_NAME.test(file) && !file.includes("..");
}

export function checkMediaFileName(file: string): void {
  if (!isSafeMediaFileName(file)) throw new Error(`Unsafe media file name: ${file}`);
}

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
};

/** The Content-Type a stored file is sent with, from its extension. */
export function mediaContentType(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream";
}

/** True when an If-None-Match header names `etag` (or is `*`); weak and strong tags compare alike. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

export function createLocalMediaStorage(directory: string): LocalMediaStorage {
  const root = resolve(directory);
  return {
    directory: root,
    async put(file, bytes) {
      checkMediaFileName(file);
      await mkdir(root, { recursive: true });
      await writeFile(join(root, file), bytes);
    },
    async remove(file) {
      checkMediaFileName(file);
      await rm(join(root, file), { force: true });
    },
    async read(file, { ifNoneMatch } = {}) {
      checkMediaFileName(file);
      const path = join(root, file);
      const stats = await stat(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      if (!stats?.isFile()) return null;
      const etag = `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;
      if (matchesEtag(ifNoneMatch, etag)) return { notModified: true, etag };
      return {
        notModified: false,
        etag,
        contentType: mediaContentType(file),
        contentLength: stats.size,
        body: createReadStream(path),
      };
    },
  };
}
