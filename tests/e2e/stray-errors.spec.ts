// An error that escapes every handler, or a promise that fails with nothing awaiting it, is
// logged and the server goes on serving (server.js): one bug in a timer or a background task
// must not take the site down for every visitor.
import { expect, test } from "@playwright/test";
import { serveOwnSite } from "./support/own-site";
import { FAIL_ONCE_LISTENING, STRAY_ERROR, STRAY_REJECTION } from "./support/stray-failures";

const site = serveOwnSite("stray-errors", {
  demo: false,
  env: { NODE_OPTIONS: `--import=${FAIL_ONCE_LISTENING}` },
});

/** The lines of the server's log that are JSON, read. */
const logLines = () =>
  site
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: string; message: string; error?: string });

test("an error thrown from a timer and a promise failed unawaited are logged, and pages are still served", async ({
  request,
}) => {
  await expect
    .poll(() => logLines().filter((line) => line.level === "error").length, {
      message: "the two errors logged",
    })
    .toBeGreaterThanOrEqual(2);
  const errors = logLines().filter((line) => line.level === "error");
  expect(errors).toContainEqual(
    expect.objectContaining({
      message: "An error escaped its handler; still serving",
      error: expect.stringContaining(STRAY_ERROR),
    }),
  );
  expect(errors).toContainEqual(
    expect.objectContaining({
      message: "A promise failed with nothing to handle it; still serving",
      error: expect.stringContaining(STRAY_REJECTION),
    }),
  );
  for (const path of ["/About", "/contact", "/sw/properties"]) {
    expect((await request.get(site.url(path))).status(), path).toBe(200);
  }
});
