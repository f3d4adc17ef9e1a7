import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumExecutable } from "../../../tests/e2e/support/chromium";

/** What Lighthouse's mobile audit (its default: a mid-range phone on slow 4G) says of a page. */
export interface LighthouseResult {
  path: string;
  /** 0 to 100. */
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
}

const numeric = (audits: Record<string, { numericValue?: number }>, id: string) =>
  audits[id]?.numericValue ?? NaN;

/**
 * Runs Lighthouse's performance audit with its default mobile settings on each page, in
 * Debian's Chromium (the end-to-end tests' browser), one page at a time.
 */
export async function auditPages(origin: string, paths: readonly string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const run = await lighthouse(new URL(path, origin).href, {
        port: chrome.port,
        onlyCategories: ["performance"],
        logLevel: "error",
        output: "json",
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits, runtimeError } = run.lhr;
      if (runtimeError) throw new Error(`Lighthouse could not audit ${path}: ${runtimeError.message}`);
      results.push({
        path,
        score: Math.round((categories.performance?.score ?? 0) * 100),
        firstContentfulPaintMs: numeric(audits, "first-contentful-paint"),
        largestContentfulPaintMs: numeric(audits, "largest-contentful-paint"),
        totalBlockingTimeMs: numeric(audits, "total-blocking-time"),
        cumulativeLayoutShift: numeric(audits, "cumulative-layout-shift"),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
