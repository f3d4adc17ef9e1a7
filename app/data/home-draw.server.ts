// The home page's random draw of listings, featured first, without reading the whole table.
import { type ListingSummary } from "~/domain/property";
import type { AppDatabase } from "./app-database";
import { summaryColumns, withCovers } from "./listing-rows.server";

/** Below this many listings in a pool the draw reads every id; above it, it probes random ids. */
const SMALL_POOL = 200;
/** A bound on probes, in case listings leave the pool while it is drawn from. */
const MAX_PROBES = 50;

/** Listings on the market, or only the starred ones among them. */
function drawPool(db: AppDatabase, pool: "featured" | "on-market") {
  const onMarket = db.selectFrom("properties").where("on_market", "=", 1);
  return pool === "featured" ? onMarket.where("featured", "=", 1) : onMarket;
}

/**
 * Adds ids drawn at random from the pool to `chosen` until it holds `count` (or the whole
 * pool). `chosen` must hold ids of the pool only.
 */
async function drawInto(
  db: AppDatabase,
  pool: "featured" | "on-market",
  chosen: Set<number>,
  count: number,
): Promise<void> {
  const { total } = await drawPool(db, pool)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const target = Math.min(count, Number(total));
  if (Number(total) <= SMALL_POOL) {
    const ids = (await drawPool(db, pool).select("id").execute()).map((row) => row.id);
    for (let index = ids.length - 1; index > 0; index--) {
      const other = Math.floor(Math.random() * (index + 1));
      [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    }
    for (const id of ids) if (chosen.size < target) chosen.add(id);
    return;
  }
  // Ids have few gaps (deletions, drafts, sold listings), so the first id of the pool at or
  // after a random point is close to a uniform draw and costs one index lookup.
  const edge = (direction: "asc" | "desc") =>
    drawPool(db, pool).select("id").orderBy("id", direction).limit(1).executeTakeFirstOrThrow();
  const [{ id: low }, { id: high }] = await Promise.all([edge("asc"), edge("desc")]);
  const span = high - low + 1;
  for (let probe = 0; chosen.size < target && probe < MAX_PROBES; probe++) {
    const row = await drawPool(db, pool)
      .select("id")
      .where("id", ">=", low + Math.floor(Math.random() * span))
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
    chosen.add(row?.id ?? low);
  }
}

/**
 * `count` distinct listings on the market for the home page (fewer when there are fewer):
 * the administrator's starred ones first, drawn at random, then others drawn at random.
 */
export async function drawHomeListings(db: AppDatabase, count: number): Promise<ListingSummary[]> {
  const chosen = new Set<number>();
  await drawInto(db, "featured", chosen, count);
  if (chosen.size < count) await drawInto(db, "on-market", chosen, count);
  if (chosen.size === 0) return [];
  const ids = [...chosen];
  const rows = await db.selectFrom("properties").select(summaryColumns).where("id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return withCovers(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}
