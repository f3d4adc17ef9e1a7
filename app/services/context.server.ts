import { createContext, RouterContextProvider } from "react-router";
import { openDatabase, type DatabaseHandle } from "~/data/database.server";
import type { AppConfig } from "./config.server";
import { createLocalMediaStorage, type MediaStorage } from "./media-storage.server";
import { createPageCache, PAGE_CACHE_LIMITS, type PageCache } from "./page-cache.server";
import { createS3MediaStorage } from "./s3-media-storage.server";

/** Everything a loader or action needs from the running server. */
export interface AppServices {
  config: AppConfig;
  database: DatabaseHandle;
  media: MediaStorage;
  /** Public pages rendered before, for visitors (see page-cache.server.ts). */
  pageCache: PageCache;
}

export const servicesContext = createContext<AppServices>();

/** The address the request came from (Express's `req.ip`, which follows TRUST_PROXY). */
export const clientAddressContext = createContext<string>();

/** The nonce of this response's Content-Security-Policy, for the page's scripts; none in development. */
export const scriptNonceContext = createContext<string | undefined>();

/** Where the page for this request is to be kept for later visitors, when it may be (see cached-pages.ts). */
export const pageCacheKeyContext = createContext<string | undefined>();

export async function startServices(config: AppConfig): Promise<AppServices> {
  const database = await openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize });
  const media =
    config.media.kind === "s3"
      ? createS3MediaStorage(config.media)
      : createLocalMediaStorage(config.media.directory);
  return { config, database, media, pageCache: createPageCache(PAGE_CACHE_LIMITS) };
}

export interface RequestFacts {
  clientAddress: string;
  scriptNonce?: string;
  pageCacheKey?: string;
}

export function requestContext(
  services: AppServices,
  { clientAddress, scriptNonce, pageCacheKey }: RequestFacts,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientAddressContext, clientAddress);
  context.set(scriptNonceContext, scriptNonce);
  context.set(pageCacheKeyContext, pageCacheKey);
  return context;
}

export function servicesFrom(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}

export function clientAddressFrom(context: Readonly<RouterContextProvider>): string {
  return context.get(clientAddressContext);
}

export function pageCacheKeyFrom(context: Readonly<RouterContextProvider>): string | undefined {
  return context.get(pageCacheKeyContext);
}

export function scriptNonceFrom(context: Readonly<RouterContextProvider>): string | undefined {
  return context.get(scriptNonceContext);
}
