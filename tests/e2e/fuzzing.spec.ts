// Property-based fuzzing of the real server on each engine: generated hostile values in every
// public page's query, every public form, and the administrator's forms. Whatever comes, the
// answer is never a 5xx (a query with a NUL byte or invalid UTF-8 is a 4xx), and a refused
// request changes nothing. A fixed seed and a few runs
// here; `npm run fuzz` runs thousands.
import fc from "fast-check";
import { expect, test } from "@playwright/test";
import { isTypedFormEncoding } from "../../app/domain/form-bytes";
import { queryRows } from "./support/database";
import { encodedValue, FUZZ_RUNS, FUZZ_SEED, hostileQuery, wrongBody } from "./support/hostile-values";
import { serveOwnSite } from "./support/own-site";
import { signedInCookie } from "./support/server";

test.describe.configure({ mode: "default" });

// Behind a trusted proxy each request can come from an address of its own, so that the
// message limit does not stop the generated messages before they reach the checks.
const site = serveOwnSite("fuzzing", { demo: true, env: { TRUST_PROXY: "1" } });
const SLUG = "modern-2-bedroom-apartment-kilimani";
const runs = { seed: FUZZ_SEED, numRuns: FUZZ_RUNS };

let visitor = 0;
const nextVisitorAddress = () => {
  visitor++;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

/** What a refused request must leave as it was: the site's content and the account. */
async function fingerprint(): Promise<string> {
  const queries = [
    "SELECT COUNT(*) AS n, MAX(updated_at) AS changed FROM properties",
    "SELECT COUNT(*) AS n FROM property_amenities",
    "SELECT COUNT(*) AS n FROM property_images",
    "SELECT COUNT(*) AS n FROM contact_messages",
    "SELECT key, value FROM settings ORDER BY key",
    "SELECT position, text FROM about_paragraphs ORDER BY position",
    "SELECT password_hash, totp_secret FROM users ORDER BY id",
  ];
  const results = await Promise.all(queries.map((query) => queryRows(site.databaseUrl, query)));
  return JSON.stringify(results);
}

async function send(
  path: string,
  {
    method = "GET",
    body,
    contentType,
    cookie,
  }: { method?: string; body?: string; contentType?: string | null; cookie?: string } = {},
) {
  const headers: Record<string, string> = { "X-Forwarded-For": nextVisitorAddress() };
  if (method === "POST") headers.Origin = site.origin;
  if (contentType) headers["Content-Type"] = contentType;
  if (cookie) headers.Cookie = cookie;
  const response = await fetch(site.url(path), {
    method,
    headers,
    body: body === undefined ? undefined : Buffer.from(body),
    redirect: "manual",
  });
  return { status: response.status, text: await response.text(), location: response.headers.get("Location") };
}

const urlencoded = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
    .join("&");
const encodedFields = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, encodeURIComponent(value)]));

/** Posts `fields` with one of them replaced by a hostile value; checks the answer and the data. */
async function postWithOneHostileField(
  path: string,
  fields: Record<string, string>,
  field: string,
  value: string,
  accepted: (answer: { status: number; text: string; location: string | null }) => boolean,
  cookie?: string,
) {
  const before = await fingerprint();
  const answer = await send(path, {
    method: "POST",
    body: urlencoded({ ...encodedFields(fields), [field]: value }),
    contentType: "application/x-www-form-urlencoded",
    cookie,
  });
  expect(answer.status, `${path} ${field}=${value.slice(0, 200)}`).toBeLessThan(500);
  if (!accepted(answer))
    expect(await fingerprint(), `${path} ${field} refused yet changed data`).toBe(before);
}

const PUBLIC_PAGES = [
  "/",
  "/properties",
  `/properties/${SLUG}`,
  "/properties/no-such-listing",
  "/saved",
  "/About",
  "/contact",
  "/sitemap.xml",
  "/robots.txt",
  "/saved/listings",
  "/admin",
  "/sign-in/code",
];
const QUERY_NAMES = [
  "q",
  "type",
  "city",
  "sort",
  "page",
  "min-price",
  "max-price",
  "currency",
  "bedrooms",
  "amenity",
  "include-sold",
  "deposit",
  "term",
  "rate",
  "slug",
  "redirectTo",
  "v",
];

test("no query on any public page gets a 5xx or changes anything", async () => {
  test.setTimeout(600_000);
  const before = await fingerprint();
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...PUBLIC_PAGES), hostileQuery(QUERY_NAMES), async (page, query) => {
      const { status } = await send(`${page}?${query}`);
      expect(status, `${page}?${query.slice(0, 300)}`).toBeLessThan(500);
      // A NUL byte or bytes that are not UTF-8 anywhere in the query: refused (400, or 431 from
      // Node when the address is too long to read at all), whatever the page.
      if (!isTypedFormEncoding(Buffer.from(query)))
        expect(status, query.slice(0, 300)).toBeGreaterThanOrEqual(400);
    }),
    runs,
  );
  expect(await fingerprint()).toBe(before);
});

const CONTACT = { name: "Amina Wanjiku", email: "amina@example.co.ke", message: "Is it still available?" };
const ENQUIRY = {
  name: "Amina Wanjiku",
  phone: "0712345678",
  email: "amina@example.co.ke",
  message: "Can I view it?",
};
const sent = ({ text }: { text: string }) => text.includes("has been sent") || text.includes("Your enquiry");

test("a hostile value in any field of the contact and enquiry forms gets a clear answer, never a 5xx", async () => {
  test.setTimeout(600_000);
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.record({
          path: fc.constant("/contact"),
          fields: fc.constant(CONTACT),
          field: fc.constantFrom(...Object.keys(CONTACT), "other"),
        }),
        fc.record({
          path: fc.constant(`/properties/${SLUG}`),
          fields: fc.constant(ENQUIRY),
          field: fc.constantFrom(...Object.keys(ENQUIRY), "other"),
        }),
      ),
      encodedValue,
      async ({ path, fields, field }, value) => postWithOneHostileField(path, fields, field, value, sent),
    ),
    runs,
  );
});

test("a body of the wrong kind at any form gets a 4xx and changes nothing", async () => {
  test.setTimeout(600_000);
  const cookie = await signedInCookie(site.origin);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(
        "/contact",
        `/properties/${SLUG}`,
        "/admin",
        "/addservice",
        "/settings",
        "/manage-about-me",
        "/sign-out",
      ),
      wrongBody,
      async (path, { contentType, body }) => {
        const before = await fingerprint();
        const answer = await send(path, { method: "POST", body, contentType, cookie });
        expect(answer.status, `${path} ${contentType}`).toBeLessThan(500);
        if (answer.status >= 400) expect(await fingerprint()).toBe(before);
      },
    ),
    runs,
  );
});

let listingNumber = 0;
const aListing = () => ({
  intent: "save",
  name: `Fuzzed Cottage ${++listingNumber}`,
  price: "95000",
  location: "Nyali Road",
  city: "Mombasa",
  description: "A cottage by the sea.",
  type: "houses",
  publication: "published",
  availability: "available",
  bedrooms: "2",
});
const SETTINGS = {
  kesRate: "129.5",
  mortgageRate: "13",
  whatsappNumber: "254700000001",
  contactEmail: "office@makazi.test",
  contactPhone: "+254700000001",
  contactAddress: "Nairobi",
  facebookUrl: "",
  instagramUrl: "",
  xUrl: "",
};
const redirected = ({ status }: { status: number }) => status === 302;

test("a hostile value in any field of the administrator's forms is refused or saved cleanly, never a 5xx", async () => {
  test.setTimeout(600_000);
  const cookie = await signedInCookie(site.origin);
  const forms = [
    { path: "/addservice", fields: aListing },
    { path: `/updateservice/${SLUG}`, fields: aListing },
    { path: "/settings", fields: () => SETTINGS },
    {
      path: "/manage-about-me",
      fields: () => ({ intent: "save", paragraph: "Makazi lists homes across Kenya." }),
    },
    {
      path: "/manage-properties",
      fields: () => ({ intent: "status", slug: SLUG, availability: "available", publication: "published" }),
    },
    {
      path: "/change-password",
      fields: () => ({
        currentPassword: "not the password",
        newPassword: "a new long passphrase",
        confirmation: "a new long passphrase",
      }),
    },
  ];
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...forms), fc.nat(), encodedValue, async (form, pick, value) => {
      const fields = form.fields();
      const names = [...Object.keys(fields), "unknown"];
      const field = names[pick % names.length]!;
      const accepted =
        form.path === "/manage-properties" ? ({ status }: { status: number }) => status === 200 : redirected;
      await postWithOneHostileField(form.path, fields, field, value, accepted, cookie);
    }),
    runs,
  );
});
