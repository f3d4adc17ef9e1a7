import { rmSync } from "node:fs";

/** Removes the temporary data directory the run made (kept with MAKAZI_E2E_KEEP=1). */
export default function globalTeardown() {
  const dir = process.env.MAKAZI_E2E_DIR;
  if (dir && process.env.MAKAZI_E2E_DIR_OWNED === "1" && process.env.MAKAZI_E2E_KEEP !== "1") {
    rmSync(dir, { recursive: true, force: true });
  }
}
