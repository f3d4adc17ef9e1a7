import type { AuditAction } from "~/domain/audit-log";
import type { AppDatabase } from "./app-database";

export interface AuditEntry {
  occurredAt: Date;
  actor: string | null;
  action: AuditAction;
  subject: string | null;
  clientNetwork: string | null;
}

/** Adds an entry; entries older than `retentionMs` go at the same time. */
export async function recordAuditEntry(
  db: AppDatabase,
  entry: AuditEntry,
  retentionMs: number,
): Promise<void> {
  await db
    .deleteFrom("audit_log")
    .where("occurred_at", "<", new Date(entry.occurredAt.getTime() - retentionMs).toISOString())
    .execute();
  await db
    .insertInto("audit_log")
    .values({
      occurred_at: entry.occurredAt.toISOString(),
      actor: entry.actor,
      action: entry.action,
      subject: entry.subject?.slice(0, 300) ?? null,
      client_network: entry.clientNetwork,
    })
    .execute();
}

/** One page of entries, newest first, with the number of entries in all. */
export async function listAuditEntries(
  db: AppDatabase,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [rows, { total }] = await Promise.all([
    db
      .selectFrom("audit_log")
      .select(["occurred_at", "actor", "action", "subject", "client_network"])
      .orderBy("occurred_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total),
    entries: rows.map((row) => ({
      occurredAt: new Date(row.occurred_at),
      actor: row.actor,
      action: row.action as AuditAction,
      subject: row.subject,
      clientNetwork: row.client_network,
    })),
  };
}
