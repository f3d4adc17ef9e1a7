// Who may use the office's pages, checked for every route under the office's layout as the
// route config lists it, for each role, through the office's door as a request meets it: a
// page added later without a right in OFFICE_ROUTE_RIGHTS fails here.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveContactMessage } from "~/data/contact-messages.server";
import { createProperty } from "~/data/property-writes.server";
import { SPREADSHEET_COLUMNS } from "~/domain/spreadsheet-columns";
import { saveSending } from "~/data/photo-sendings.server";
import { keepUpload } from "~/services/spreadsheet-import.server";
import {
  mayUse,
  OFFICE_ROLES,
  OFFICE_ROUTE_RIGHTS,
  type OfficeRole,
  rightOfRoute,
} from "~/domain/office-roles";
import { officeDoor } from "~/services/office-door.server";
import { addAccounts, AGENT, ASSISTANT } from "~/testing/accounts.server";
import { signedInHeaders } from "~/testing/admin-session.server";
import { aProperty } from "~/testing/listings";
import { openTestSite, routeArgs, type TestSite, unwrap } from "~/testing/test-services.server";
import routes from "../../routes";

const ADMIN_LAYOUT = "office/routes/admin-layout.tsx";
/**
 * The ways in (the sign-in pages: password, code, e-mailed link; and joining with an
 * invitation) share the administrator's layout but are open to everyone.
 */
const SIGN_IN_PAGES = [
  "office/routes/admin.tsx",
  "office/routes/second-factor.tsx",
  "office/routes/sign-in-link.tsx",
  "office/routes/invitation.tsx",
];

/** Pages known today; the walk must find at least these, or it is not walking the config. */
const KNOWN_ADMIN_PATHS = [
  "admin-dashboard",
  "manage-properties",
  "addservice",
  "updateservice/:slug",
  "manage-about-me",
  "messages",
  "messages/:id",
  "settings",
];

interface AdminRoute {
  /** The path pattern, as in the route config: `messages/:id`. */
  path: string;
  /** Relative to the app folder, as in the route config. */
  file: string;
}

function routesUnder(entries: readonly RouteConfigEntry[], parentPath: string): AdminRoute[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path].filter(Boolean).join("/");
    const children = entry.children ?? [];
    return [{ path, file: entry.file }, ...routesUnder(children, path)];
  });
}

const adminLayout = routes.find((entry) => entry.file === ADMIN_LAYOUT);
const adminRoutes = routesUnder(adminLayout?.children ?? [], "").filter(
  (route) => !SIGN_IN_PAGES.includes(route.file),
);

type RouteFunction = (args: ReturnType<typeof routeArgs>) => Promise<unknown>;
interface RouteModule {
  /** The page's component; a resource route (such as the photo upload) has none. */
  default?: unknown;
  loader?: RouteFunction;
  action?: RouteFunction;
}

const modules = new Map(
  await Promise.all(
    adminRoutes.map(
      async (route) =>
        [route.file, (await import(/* @vite-ignore */ `../../${route.file}`)) as RouteModule] as const,
    ),
  ),
);

/** The loader and the action, whichever the route's module exports. */
function functionsOf(route: AdminRoute) {
  const module = modules.get(route.file)!;
  return (["loader", "action"] as const).flatMap((kind) => {
    const call = module[kind];
    return call ? [{ kind, call }] : [];
  });
}

let site: TestSite;
let signedIn: Record<OfficeRole, Record<string, string>>;
/** A real value for each route parameter, from the test database, by path pattern. */
let sampleParams: Record<string, Record<string, string>>;

beforeAll(async () => {
  // As deployed: the window card's QR code needs the site's public address.
  site = await openTestSite({ PUBLIC_BASE_URL: "https://makazi.example" });
  await addAccounts(site);
  const db = site.services.database.db;
  // The agent's own listing and lead: each role's pass through the door, not whose work it is,
  // is what this walk checks (office-work.test.ts checks the rest).
  const agent = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", AGENT.email)
    .executeTakeFirstOrThrow();
  const slug = await createProperty(db, aProperty({ name: "Runda Garden House", agentId: agent.id }));
  const listing = await db
    .selectFrom("properties")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  const messageId = await saveContactMessage(db, {
    name: "Amina",
    email: "amina@example.co.ke",
    message: "Is the Runda house still available?",
    listing: { id: listing.id, name: "Runda Garden House", reference: "MK-1001" },
  });
  const upload = await keepUpload(db, `${SPREADSHEET_COLUMNS.join(",")}\n`);
  await saveSending(db, "sent-photos", [
    {
      fileName: "IMG_1.jpg",
      propertyId: null,
      order: null,
      storageKey: null,
      width: null,
      height: null,
      problem: "No listing",
    },
  ]);
  sampleParams = {
    "updateservice/:slug": { slug },
    "messages/:id": { id: String(messageId) },
    "import/:token": { token: upload },
    "import/photos/:token": { token: "sent-photos" },
    "window-card/:slug": { slug },
    "window-card/:slug/qr.png": { slug },
  };
  signedIn = {
    owner: await signedInHeaders(site),
    assistant: await signedInHeaders(site, ASSISTANT),
    agent: await signedInHeaders(site, AGENT),
  };
}, 120_000);
afterAll(async () => {
  await site.close();
});

/** The URL path for `route` with its parameters filled in, and the parameters. */
function requestFor(route: AdminRoute) {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const params = names.length > 0 ? sampleParams[route.path] : {};
  if (!params || names.some((name) => params[name] === undefined)) {
    throw new Error(`Add sample parameters for /${route.path} to sampleParams`);
  }
  const pathname = `/${route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!))}`;
  // A query, to check that the way back after signing in keeps it.
  return { params, path: `${pathname}?from=bookmark` };
}

interface Answer {
  status: number;
  location: string | null;
}

const isDataWithStatus = (value: unknown) =>
  typeof value === "object" && value !== null && "init" in value && "data" in value;

/** The status (and redirect target) of what the call returned or threw; other errors fail the test. */
async function answerTo(call: Promise<unknown>): Promise<Answer> {
  let result: unknown;
  try {
    result = await call;
  } catch (error) {
    if (!(error instanceof Response) && !isDataWithStatus(error)) throw error;
    result = error;
  }
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
  return { status: unwrap(result).status, location: null };
}

const isSignInRedirect = (answer: Answer) => answer.location?.startsWith("/admin?") ?? false;

describe("the office's pages in the route config", () => {
  it("are found, every known one among them, and the sign-in page is not", () => {
    expect(adminLayout, `a layout route for ${ADMIN_LAYOUT}`).toBeDefined();
    const paths = adminRoutes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(KNOWN_ADMIN_PATHS));
    expect(paths).not.toContain("admin");
  });

  it("each have a right, and the rights name no page that is gone", () => {
    const everyPath = routesUnder(adminLayout?.children ?? [], "").map((route) => route.path);
    expect(everyPath.filter((path) => rightOfRoute(`/${path}`) === undefined)).toEqual([]);
    expect(Object.keys(OFFICE_ROUTE_RIGHTS).filter((path) => !everyPath.includes(path))).toEqual([]);
  });

  it("are refused to everyone at an address that has no right", async () => {
    const args = routeArgs(site, "/people-of-another-site", { headers: signedIn.owner });
    await expect(
      Promise.resolve(
        officeDoor({ ...args, pattern: "/people-of-another-site" }, async () => new Response()),
      ),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe.each(adminRoutes)("/$path", { timeout: 30_000 }, (route) => {
  if (modules.get(route.file)!.default) {
    it("has a loader, which is what sends a visitor to sign in before the page shows", () => {
      expect(modules.get(route.file)!.loader).toBeTypeOf("function");
    });
  }

  describe.each(functionsOf(route))("$kind", ({ kind, call }) => {
    /**
     * A GET for the loader; an empty form, which changes nothing, for the action: through the
     * office's door, as the layout's middleware runs it before every page and action.
     */
    const send = (headers: Record<string, string>) => {
      const { params, path } = requestFor(route);
      const form = kind === "action" ? {} : undefined;
      const args = routeArgs(site, path, { params, headers, form });
      return answerTo(
        Promise.resolve(
          officeDoor({ ...args, pattern: `/${route.path}` }, async () => (await call(args)) as Response),
        ),
      );
    };

    it("sends a visitor to sign in and back to the path and query they asked for", async () => {
      const { path } = requestFor(route);
      expect(await send({})).toEqual({
        status: 302,
        location: `/admin?${new URLSearchParams({ redirectTo: path })}`,
      });
    });

    const right = rightOfRoute(`/${route.path}`)!;
    it.each(OFFICE_ROLES.filter((role) => !mayUse(role, right)))("refuses the %s with 403", async (role) => {
      expect((await send(signedIn[role])).status).toBe(403);
    });

    it.each(OFFICE_ROLES.filter((role) => mayUse(role, right)))("lets the %s in", async (role) => {
      const answer = await send(signedIn[role]);
      expect(isSignInRedirect(answer), `${answer.location} is the sign-in page`).toBe(false);
      expect([401, 403]).not.toContain(answer.status);
      if (kind === "loader" && role === "owner") expect(answer).toEqual({ status: 200, location: null });
    });
  });
});
