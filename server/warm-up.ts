/**
 * The pages visitors most often have rendered: home, the list as it opens, filtered, searched,
 * and in Kiswahili. The first listing the list links to is added when there is one.
 */
export const WARM_UP_PATHS: readonly string[] = [
  "/",
  "/properties",
  "/properties?type=houses&city=Nairobi&sort=price-asc",
  "/properties?q=garden&min-price=1000",
  "/sw/properties?page=2",
];

export interface WarmUpOptions {
  paths: readonly string[];
  /** How many times each page is rendered. */
  rounds: number;
  /** Stops once this long has passed, whatever is left. */
  budgetMs: number;
  clock?: () => number;
}

export interface WarmUpResult {
  rendered: number;
  failed: number;
  ms: number;
}

const LISTING_LINK = /href="(\/properties\/[a-z0-9-]+)"/;

/**
 * Renders `paths`, and the first listing linked from them, `rounds` times each before the
 * process says it is ready. A fresh process renders its first pages several times slower (its
 * modules still loading, its code not yet compiled for speed) just when a load balancer starts
 * sending it a full share of visitors. A page that fails is counted and skipped: warming up
 * never keeps the site from starting.
 */
export async function warmUp(
  render: (path: string) => Promise<Response>,
  { paths, rounds, budgetMs, clock = () => performance.now() }: WarmUpOptions,
): Promise<WarmUpResult> {
  const started = clock();
  const pages = [...paths];
  let rendered = 0;
  let failed = 0;
  for (let round = 0; round < rounds; round++) {
    for (const path of pages) {
      if (clock() - started >= budgetMs) return { rendered, failed, ms: clock() - started };
      try {
        const response = await render(path);
        const body = await response.text();
        rendered++;
        const listing = round === 0 ? LISTING_LINK.exec(body)?.[1] : undefined;
        if (listing && !pages.includes(listing)) pages.push(listing);
      } catch {
        failed++;
      }
    }
  }
  return { rendered, failed, ms: clock() - started };
}
