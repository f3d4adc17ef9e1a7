import type { Kysely } from "kysely";
import type { Database } from "./schema";

/** The database as every query sees it, on either engine; kept apart from the module that opens it. */
export type AppDatabase = Kysely<Database>;
