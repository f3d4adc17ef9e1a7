import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
// Built as a script of its own, with nothing it imports shared with other bundles.
import src from "~/enhancements/page-enhancements.ts?worker&url";

/** The one script visitors' pages load (`app/enhancements`), and its integrity when built. */
export interface PageScript {
  src: string;
  /** Subresource integrity of the built file: the browser checks it, and the policy allows it by it. */
  integrity?: string;
}

/**
 * The page script; with the client build's folder (production), its integrity too, read once
 * from the built file. Vite serves it from source in development and tests, unchecked.
 */
export async function pageScript(clientBuildDirectory: string | null): Promise<PageScript> {
  if (!clientBuildDirectory) return { src };
  const built = await readFile(join(clientBuildDirectory, src));
  return { src, integrity: `sha384-${createHash("sha384").update(built).digest("base64")}` };
}
