import { mkdir, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

/** Where uploaded and generated image files live. */
export interface MediaStorage {
  /** Stores `bytes` under `file` (a flat name such as `ab12-960.webp`). */
  put(file: string, bytes: Uint8Array): Promise<void>;
  remove(file: string): Promise<void>;
}

export interface LocalMediaStorage extends MediaStorage {
  directory: string;
}

const SAFE_FILE_NAME = /^[a-z0-9][a-z0-9._-]*$/i;

function checkFileName(file: string) {
  if (!SAFE_FILE_NAME.test(file) || file.includes("..")) {
    throw new Error(`Unsafe media file name: ${file}`);
  }
}

export function createLocalMediaStorage(directory: string): LocalMediaStorage {
  const root = resolve(directory);
  return {
    directory: root,
    async put(file, bytes) {
      checkFileName(file);
      await mkdir(root, { recursive: true });
      await writeFile(join(root, file), bytes);
    },
    async remove(file) {
      checkFileName(file);
      await rm(join(root, file), { force: true });
    },
  };
}
