// When more visitors ask for pages that must be rendered than the server takes at once, the
// rest are told at once to come back (503 with Retry-After) instead of waiting for seconds,
// while health checks and pages already kept are still answered.
import { expect, test } from "@playwright/test";
import { serveOwnSite } from "./support/own-site";

// One render at a time and nobody waiting: a burst is sure to find the line full.
const site = serveOwnSite("overload", {
  demo: false,
  env: { RENDER_CONCURRENCY: "1", RENDER_QUEUE: "0" },
});

test("a burst of searches beyond the server's capacity is turned away at once, politely", async ({
  playwright,
}) => {
  const visitor = await playwright.request.newContext();
  const kept = site.url("/About");
  await visitor.get(kept);
  expect((await visitor.get(kept)).headers()["x-page-cache"]).toBe("hit");

  // Health checks and kept pages, asked for in the middle of the burst, are answered ahead of the line.
  const searches = Array.from({ length: 16 }, (_, index) =>
    visitor.get(site.url(`/properties?q=villa${index}`)),
  );
  const answers = await Promise.all([
    visitor.get(site.url("/healthz")),
    visitor.get(site.url("/readyz")),
    visitor.get(kept),
  ]);
  for (const answer of answers) expect(answer.status(), answer.url()).toBe(200);
  const burst = await Promise.all(searches);
  const statuses = burst.map((response) => response.status());
  expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  expect(statuses).toContain(200);
  const busy = burst.filter((response) => response.status() === 503);
  expect(busy.length).toBeGreaterThan(0);
  for (const response of busy) {
    expect(response.headers()["retry-after"]).toBe("2");
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.text()).toContain("Makazi is very busy");
  }
});

test("a fresh server renders its busiest pages before it says it is ready, without a failure", () => {
  const warmedUp = /"message":"Warmed up","rendered":(\d+),"failed":(\d+)/.exec(site.output());
  expect(warmedUp, "the server's log").not.toBeNull();
  // The five busiest pages (an empty site links to no listing), each several times.
  expect(Number(warmedUp![1])).toBeGreaterThan(5);
  expect(warmedUp![2]).toBe("0");
});
