// The log of requests people make about their data, open until the office answers them.
import { addDays } from "~/domain/dates";
import {
  ANSWERED_REQUEST_KEPT_DAYS,
  type DataRequest,
  type DataRequestKind,
  dueOn,
  isDataRequestKind,
} from "~/domain/data-requests";
import type { AppDatabase } from "./app-database";

/** Logs a request, and forgets the requests answered more than a year before `today`. */
export async function logDataRequest(
  db: AppDatabase,
  request: { kind: DataRequestKind; receivedOn: string; note: string },
  today: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("data_requests")
      .where("answered_on", "<", addDays(today, -ANSWERED_REQUEST_KEPT_DAYS))
      .execute();
    await trx
      .insertInto("data_requests")
      .values({
        kind: request.kind,
        received_on: request.receivedOn,
        due_on: dueOn(request.receivedOn),
        note: request.note,
        answered_on: null,
        created_at: now.toISOString(),
      })
      .execute();
  });
}

/** The requests not yet answered, the soonest due first. */
export async function findOpenDataRequests(db: AppDatabase): Promise<DataRequest[]> {
  const rows = await db
    .selectFrom("data_requests")
    .selectAll()
    .where("answered_on", "is", null)
    .orderBy("due_on")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: isDataRequestKind(row.kind) ? row.kind : "access",
    receivedOn: row.received_on,
    dueOn: row.due_on,
    note: row.note,
    answeredOn: row.answered_on,
  }));
}

/** Marks an open request answered on `today`; false when there is no such open request. */
export async function markDataRequestAnswered(db: AppDatabase, id: number, today: string): Promise<boolean> {
  const result = await db
    .updateTable("data_requests")
    .set({ answered_on: today })
    .where("id", "=", id)
    .where("answered_on", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
