// Reading a test server's database directly, and databases for servers that tests start
// themselves, on the engine of this pass (env.ts).
import { randomBytes } from "node:crypto";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { createPostgresDatabase } from "../../../app/data/postgres-server.server";
import { TEST_POSTGRES_URL } from "../../../app/testing/test-postgres";
import { DATABASE_URL, ENGINE, POSTGRES_PREFIX } from "./env";

/**
 * The rows a query gives on the database at `url`, which it opens and closes again. Parameters
 * are written `$1`, `$2`… for both engines.
 */
export async function queryRows<Row>(url: string, query: string, parameters: unknown[] = []): Promise<Row[]> {
  if (url.startsWith("file:")) {
    const db = new DatabaseSync(url.slice("file:".length), { readOnly: true });
    try {
      const numbered = query.replace(/\$(\d+)/g, "?$1");
      return db.prepare(numbered).all(...(parameters as (string | number | null)[])) as Row[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query, parameters)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Runs a statement that changes the database at `url`; gives the number of rows it changed. */
export async function runStatement(
  url: string,
  statement: string,
  parameters: unknown[] = [],
): Promise<number> {
  if (url.startsWith("file:")) {
    const db = new DatabaseSync(url.slice("file:".length));
    try {
      const numbered = statement.replace(/\$(\d+)/g, "?$1");
      return Number(db.prepare(numbered).run(...(parameters as (string | number | null)[])).changes);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, parameters)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database for a server a test starts itself: a file in `directory`, or a
 * PostgreSQL database that the run drops at its end (global-teardown.ts). The server creates
 * the tables on its first start.
 */
export async function createSiteDatabase(directory: string): Promise<string> {
  if (ENGINE === "sqlite") return `file:${path.join(directory, "makazi.sqlite")}`;
  return createPostgresDatabase(TEST_POSTGRES_URL, `${POSTGRES_PREFIX}_${randomBytes(4).toString("hex")}`);
}

export interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: string;
}

/** The contact messages the test server stored under `name`. */
export function contactMessagesFrom(name: string): Promise<ContactMessageRow[]> {
  return queryRows<ContactMessageRow>(
    DATABASE_URL,
    "SELECT id, name, email, message, created_at FROM contact_messages WHERE name = $1 ORDER BY id",
    [name],
  );
}
