import { DatabaseSync, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

type SqliteValue = null | number | bigint | string | Uint8Array;

const STATEMENT_CACHE_SIZE = 256;

function toSqliteValue(value: unknown): SqliteValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SqliteValue;
}

function bind(parameters: ReadonlyArray<unknown>): SqliteValue[] {
  return parameters.map(toSqliteValue);
}

/**
 * Adapts Node's built-in `node:sqlite` to the database interface Kysely's
 * SQLite dialect expects, caching prepared statements by their SQL text.
 */
export function openSqliteFile(filename: string): SqliteDatabase {
  const database = new DatabaseSync(filename);
  database.exec("PRAGMA journal_mode = WAL");
  database.exec("PRAGMA busy_timeout = 5000");
  database.exec("PRAGMA synchronous = NORMAL");
  database.exec("PRAGMA foreign_keys = ON");
  database.exec("PRAGMA optimize = 0x10002");

  const statements = new Map<string, SqliteStatement>();

  function wrap(statement: StatementSync): SqliteStatement {
    return {
      reader: statement.columns().length > 0,
      all: (parameters) => statement.all(...bind(parameters)),
      run: (parameters) => statement.run(...bind(parameters)),
      iterate: (parameters) => statement.iterate(...bind(parameters)),
    };
  }

  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statement = wrap(database.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      if (database.isOpen) {
        database.exec("PRAGMA optimize");
        database.close();
      }
    },
  };
}
