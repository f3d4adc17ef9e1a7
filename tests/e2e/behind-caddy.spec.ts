// The site as deployed: Caddy, from deploy/Caddyfile, in front of the app (TRUST_PROXY=1,
// PUBLIC_BASE_URL its HTTPS address), with a certificate from Caddy's own authority.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { SHARED_ADDRESS_MESSAGE_LIMIT } from "../../app/domain/rate-limit";
import { type RunningCaddy, caddyPorts, httpsFetch, startCaddy } from "./support/caddy";
import { createSiteDatabase, queryRows } from "./support/database";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./support/env";
import { signIn } from "./support/office";
import { waitForHydration } from "./support/pages";
import { type RunningServer, startServer } from "./support/server";

test.describe.configure({ mode: "default" });
test.use({ ignoreHTTPSErrors: true });

let dir: string;
let databaseUrl: string;
let app: RunningServer | undefined;
let caddy: RunningCaddy | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(path.join(tmpdir(), "makazi-e2e-caddy-"));
  databaseUrl = await createSiteDatabase(dir);
  const ports = await caddyPorts();
  app = await startServer({
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: path.join(dir, "media"),
    DEMO_SEED: "false",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    TRUST_PROXY: "1",
    PUBLIC_BASE_URL: `https://127.0.0.1:${ports.https}`,
  });
  caddy = await startCaddy(path.join(dir, "caddy"), ports, [new URL(app.url).host]);
});

test.afterAll(async () => {
  await caddy?.stop();
  await app?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("HTTP redirects to HTTPS, which answers with HSTS and the public address in canonical links", async () => {
  const plain = await httpsFetch(`${caddy!.httpUrl}/properties?city=Nakuru`);
  expect(plain.status).toBe(308);
  // The port in the redirect is the standard one (443) that a real server listens on.
  const redirect = new URL(String(plain.headers.location));
  expect([redirect.protocol, redirect.hostname, redirect.pathname + redirect.search]).toEqual([
    "https:",
    "127.0.0.1",
    "/properties?city=Nakuru",
  ]);

  const page = await httpsFetch(`${caddy!.httpsUrl}/properties`);
  expect(page.status).toBe(200);
  expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(page.body).toContain(`<link rel="canonical" href="${caddy!.httpsUrl}/properties"/>`);

  const asset = /\/assets\/[^"]+\.js/.exec(page.body)?.[0];
  expect(asset).toBeTruthy();
  const script = await httpsFetch(`${caddy!.httpsUrl}${asset}`);
  expect(script.status).toBe(200);
  expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("signing in through Caddy gives a __Host- Secure cookie, and a photo uploads", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${caddy!.httpsUrl}/addservice`);
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Add a property" })).toBeVisible({
    timeout: 30_000,
  });
  const session = (await context.cookies()).find((cookie) => cookie.name.includes("makazi_session"));
  expect(session).toMatchObject({ name: "__Host-makazi_session", secure: true, path: "/" });

  const photos = page.getByLabel("Upload photos", { exact: true });
  await waitForHydration(photos);
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3a7" } })
    .jpeg()
    .toBuffer();
  await photos.setInputFiles({ name: "veranda.jpg", mimeType: "image/jpeg", buffer });
  await expect(page.getByRole("listitem").filter({ hasText: "veranda.jpg" })).toContainText("Added");
  const src = await page.getByRole("img", { name: "Image 1" }).getAttribute("src");
  expect(src).toMatch(/^\/media\/[0-9a-f]{16}-\d+\.webp$/);
  const media = await httpsFetch(`${caddy!.httpsUrl}${src}`);
  expect(media.status).toBe(200);
  expect(media.headers["content-type"]).toBe("image/webp");
  expect(media.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("the message limit counts each client address Caddy forwards, not Caddy's own", async () => {
  const send = (from: string, index: number) =>
    httpsFetch(`${caddy!.httpsUrl}/contact`, {
      method: "POST",
      localAddress: from,
      headers: {
        Origin: caddy!.httpsUrl,
        "Content-Type": "application/x-www-form-urlencoded",
        // What a client says of itself is replaced by Caddy with the address it came from.
        "X-Forwarded-For": "203.0.113.9",
      },
      body: new URLSearchParams({
        name: `Caddy client ${from}`,
        email: "visitor@example.co.ke",
        message: `Message ${index} through the proxy`,
      }).toString(),
    });
  // Loopback addresses are IPv4, held to the limit of an address a carrier's clients may share.
  const limit = SHARED_ADDRESS_MESSAGE_LIMIT.max;
  for (let index = 1; index <= limit + 1; index++) await send("127.0.0.2", index);
  await send("127.0.0.3", 1);

  const stored = await queryRows<{ name: string; count: number | string }>(
    databaseUrl,
    "SELECT name, COUNT(*) AS count FROM contact_messages GROUP BY name ORDER BY name",
  );
  expect(stored.map(({ name, count }) => [name, Number(count)])).toEqual([
    ["Caddy client 127.0.0.2", limit],
    ["Caddy client 127.0.0.3", 1],
  ]);
});
