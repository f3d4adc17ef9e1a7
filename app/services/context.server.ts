import { createContext, RouterContextProvider } from "react-router";
import { openDatabase, type DatabaseHandle } from "~/data/database.server";
import type { AppConfig } from "./config.server";
import { createLocalMediaStorage, type LocalMediaStorage } from "./media-storage.server";

/** Everything a loader or action needs from the running server. */
export interface AppServices {
  config: AppConfig;
  database: DatabaseHandle;
  media: LocalMediaStorage;
}

export const servicesContext = createContext<AppServices>();

export async function startServices(config: AppConfig): Promise<AppServices> {
  const database = await openDatabase(config.databaseUrl);
  return { config, database, media: createLocalMediaStorage(config.mediaDir) };
}

export function requestContext(services: AppServices): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  return context;
}

export function servicesFrom(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}
