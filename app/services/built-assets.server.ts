import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { integrityOf } from "./content-security-policy.server";

const integrities = new Map<string, string>();

/**
 * Reads the integrity hash of every built client script, once at start; `clientDirectory` is
 * the production build's `build/client`.
 */
export function loadBuiltAssetIntegrity(clientDirectory: string): void {
  const assets = join(clientDirectory, "assets");
  for (const file of readdirSync(assets)) {
    if (file.endsWith(".js"))
      integrities.set(`/assets/${file}`, integrityOf(readFileSync(join(assets, file))));
  }
}

/** The integrity hash of a built client script (`/assets/…`); undefined for anything else. */
export function builtAssetIntegrity(href: string): string | undefined {
  return integrities.get(href);
}
