// Creating and dropping whole databases on a PostgreSQL server, for tests and benchmarks
// that each need a database of their own.
import pg from "pg";

/** Names this module makes and accepts: safe to write into SQL unquoted. */
const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkedName(name: string): string {
  if (!DATABASE_NAME.test(name)) throw new Error(`Not a database name this module makes: ${name}`);
  return name;
}

/** The URL of database `name` on the server that `serverUrl` connects to. */
export function postgresDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${checkedName(name)}`;
  return url.href;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Why the server cannot be used (it does not answer, refuses the login…), or null when it can. */
export async function postgresProblem(serverUrl: string): Promise<string | null> {
  try {
    await onServer(serverUrl, (client) => client.query("select 1"));
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  }
}

/** Creates an empty database, or a copy of `template` (which nobody may be connected to). */
export async function createPostgresDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<string> {
  const copy = template ? ` template ${checkedName(template)}` : "";
  await onServer(serverUrl, (client) => client.query(`create database ${checkedName(name)}${copy}`));
  return postgresDatabaseUrl(serverUrl, name);
}

/** Drops the databases, ending any connection still open to them. */
export async function dropPostgresDatabases(serverUrl: string, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await onServer(serverUrl, async (client) => {
    for (const name of names) await client.query(`drop database if exists ${checkedName(name)} with (force)`);
  });
}

/** The databases on the server whose names start with `prefix`. */
export async function findPostgresDatabases(serverUrl: string, prefix: string): Promise<string[]> {
  return onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1) order by datname",
      [checkedName(prefix)],
    );
    return rows.map((row) => row.datname);
  });
}
