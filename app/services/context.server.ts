import { createContext, RouterContextProvider } from "react-router";
import { openDatabase, type DatabaseHandle } from "~/data/database.server";
import type { AppConfig } from "./config.server";
import { createLocalMediaStorage, type MediaStorage } from "./media-storage.server";
import { createS3MediaStorage } from "./s3-media-storage.server";

/** Everything a loader or action needs from the running server. */
export interface AppServices {
  config: AppConfig;
  database: DatabaseHandle;
  media: MediaStorage;
}

export const servicesContext = createContext<AppServices>();

/** The address the request came from (Express's `req.ip`, which follows TRUST_PROXY). */
export const clientAddressContext = createContext<string>();

/** The nonce of this response's Content-Security-Policy, for the page's scripts; none in development. */
export const scriptNonceContext = createContext<string | undefined>();

export async function startServices(config: AppConfig): Promise<AppServices> {
  const database = await openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize });
  const media =
    config.media.kind === "s3"
      ? createS3MediaStorage(config.media)
      : createLocalMediaStorage(config.media.directory);
  return { config, database, media };
}

export function requestContext(
  services: AppServices,
  clientAddress: string,
  scriptNonce?: string,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientAddressContext, clientAddress);
  context.set(scriptNonceContext, scriptNonce);
  return context;
}

export function servicesFrom(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}

export function clientAddressFrom(context: Readonly<RouterContextProvider>): string {
  return context.get(clientAddressContext);
}

export function scriptNonceFrom(context: Readonly<RouterContextProvider>): string | undefined {
  return context.get(scriptNonceContext);
}
