// Where the site keeps and sends people's data, named from its configuration for the record of
// processing: hosts only, never a password or a user.
import { databaseDialect } from "~/data/database.server";
import type { ProcessingPlaces } from "~/domain/processing-record";
import type { AppConfig } from "./config.server";

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname || "localhost";
  } catch {
    return "an address that could not be read";
  }
};

export function processingPlacesOf(
  config: Pick<AppConfig, "databaseUrl" | "media" | "smtp">,
): ProcessingPlaces {
  const database =
    databaseDialect(config.databaseUrl) === "sqlite"
      ? "A SQLite file on this server"
      : `PostgreSQL at ${hostOf(config.databaseUrl)}`;
  const photos =
    config.media.kind === "local"
      ? "A folder on this server"
      : `The object store at ${config.media.endpoint ? hostOf(config.media.endpoint) : `Amazon S3${config.media.region ? ` (${config.media.region})` : ""}`}`;
  return { database, photos, mail: config.smtp ? hostOf(config.smtp.url) : null };
}
