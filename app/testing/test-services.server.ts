import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RouterContextProvider } from "react-router";
import { afterEach, beforeEach } from "vitest";
import { readConfig } from "~/services/config.server";
import { requestContext, startServices, type AppServices } from "~/services/context.server";
import { createLocalMediaStorage, type LocalMediaStorage } from "~/services/media-storage.server";
import { createTestDatabase } from "./test-database.server";

/** The client address of requests in tests, unless a call names another. */
export const TEST_CLIENT_ADDRESS = "192.0.2.1";

export interface TestSite {
  /** Its media are files in `directory`/media, for tests to look at. */
  services: AppServices & { media: LocalMediaStorage };
  context: RouterContextProvider;
  /** The folder holding the media (and a SQLite database file) of this site. */
  directory: string;
  close(): Promise<void>;
}

/**
 * A site on a brand-new database, as the server would open it: a SQLite file in a temporary
 * folder, or a PostgreSQL database of its own in the PostgreSQL project. `env` adds to its
 * configuration, such as `SMTP_URL`.
 */
export async function openTestSite(env: Record<string, string> = {}): Promise<TestSite> {
  const directory = mkdtempSync(join(tmpdir(), "makazi-test-"));
  const database = await createTestDatabase(directory);
  const config = readConfig({
    NODE_ENV: "test",
    DATABASE_URL: database.url,
    MEDIA_DIR: join(directory, "media"),
    DEMO_SEED: "false",
    ...env,
  });
  const services = {
    ...(await startServices(config)),
    media: createLocalMediaStorage(join(directory, "media")),
  };
  return {
    services,
    context: requestContext(services, { clientAddress: TEST_CLIENT_ADDRESS }),
    directory,
    async close() {
      await services.searchAlerts?.stop();
      await services.viewingReminders?.stop();
      await services.notifications?.stop();
      await services.texts?.stop();
      await services.visitorCounts.stop();
      await services.database.close();
      await database.drop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A site on a brand-new database for each test of the file or describe block that calls it,
 * closed after the test; the function gives the current test's site. `env` is read before each
 * test, so that it may name servers started by then.
 */
export function freshSiteForEachTest(env: () => Record<string, string> = () => ({})): () => TestSite {
  let site: TestSite | undefined;
  beforeEach(async () => {
    site = await openTestSite(env());
  });
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });
  return () => {
    if (!site) throw new Error("The test site is used outside a test");
    return site;
  };
}

interface RouteCall<Params> {
  params?: Params;
  /** Form fields: makes the call a POST with a url-encoded body. */
  form?: Record<string, string>;
  /** Request headers, such as `Cookie`. */
  headers?: Record<string, string>;
  clientAddress?: string;
}

/** The arguments React Router passes to a loader or action for a request to `path`. */
export function routeArgs<Params extends Record<string, string> = Record<string, never>>(
  site: TestSite,
  path: string,
  { params = {} as Params, form, headers, clientAddress }: RouteCall<Params> = {},
) {
  const url = new URL(path, "http://makazi.test");
  const request = form
    ? new Request(url, { method: "POST", body: new URLSearchParams(form), headers })
    : new Request(url, { headers });
  const context = clientAddress ? requestContext(site.services, { clientAddress }) : site.context;
  return { request, url, pattern: url.pathname, params, context };
}

/** What a loader or action gave back: the value and the HTTP status (`data(value, init)` or a plain value). */
export function unwrap(result: unknown): { value: unknown; status: number } {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const init = result.init as ResponseInit | null;
    return { value: result.data, status: init?.status ?? 200 };
  }
  return { value: result, status: 200 };
}
