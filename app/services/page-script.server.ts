import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
// Each built as a script of its own, with nothing it imports shared with other bundles.
import mapSrc from "~/ui/map/map-script.ts?worker&url";
import src from "~/site/scripts/page-enhancements.ts?worker&url";

/** A script built on its own: the one script visitors' pages load (`app/site/scripts`), or the maps'. */
export interface PageScript {
  src: string;
  /** Subresource integrity of the built file: the browser checks it, and the policy allows it by it. */
  integrity?: string;
}

/**
 * The script at `src`; with the client build's folder (production), its integrity too, read
 * once from the built file. Vite serves it from source in development and tests, unchecked.
 */
async function builtScript(src: string, clientBuildDirectory: string | null): Promise<PageScript> {
  if (!clientBuildDirectory) return { src };
  const built = await readFile(join(clientBuildDirectory, src));
  return { src, integrity: `sha384-${createHash("sha384").update(built).digest("base64")}` };
}

/** The page script. */
export function pageScript(clientBuildDirectory: string | null): Promise<PageScript> {
  return builtScript(src, clientBuildDirectory);
}

/** The maps' script (Leaflet and app/ui/map), which pages load only to draw a map. */
export function mapScript(clientBuildDirectory: string | null): Promise<PageScript> {
  return builtScript(mapSrc, clientBuildDirectory);
}
