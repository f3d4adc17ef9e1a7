// The browser the end-to-end tests and the benchmark's Lighthouse audit drive.
import { existsSync } from "node:fs";

/** Debian's Chromium, or the browser named by CHROMIUM_PATH. */
export function chromiumExecutable(): string {
  const candidate = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(candidate)) {
    throw new Error(
      `No Chromium at ${candidate}: the end-to-end tests drive a system Chromium. ` +
        "Install Debian's with `apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium or Chrome executable.",
    );
  }
  return candidate;
}

/** Flags this machine needs for Chromium to start headless as root in a container. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
