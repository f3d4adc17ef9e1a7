import { DatabaseSync } from "node:sqlite";
import { DATABASE_FILE } from "./env";

export interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: string;
}

/** Opens the test server's database read-only, runs `read` and closes it again. */
export function readDatabase<T>(read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(DATABASE_FILE, { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The stored contact messages sent under `name`. */
export function contactMessagesFrom(name: string): ContactMessageRow[] {
  return readDatabase(
    (db) =>
      db
        .prepare(
          "SELECT id, name, email, message, created_at FROM contact_messages WHERE name = ? ORDER BY id",
        )
        .all(name) as unknown as ContactMessageRow[],
  );
}
