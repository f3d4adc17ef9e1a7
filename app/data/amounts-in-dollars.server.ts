// The dollar columns of listings priced in shillings: what the list filters and sorts by, so that
// listings in either currency are compared on one index at today's rate (decision 080).
import { sql } from "kysely";
import { SQUARE_METRES_PER_UNIT } from "~/domain/areas";
import type { AppDatabase } from "./app-database";

const SQUARE_METRES_PER_ACRE = SQUARE_METRES_PER_UNIT.acres;

/**
 * Works out `display_price`, `move_in_cost` and `price_per_acre` in dollars at `kesRate` from the
 * amounts a listing in shillings stores as typed: for the listings with these ids, or for every
 * one when the rate changes. Listings in dollars keep their own amounts there. Each column is
 * worked out from amounts never converted, so however often the rate changes nothing drifts.
 */
export async function refreshAmountsInDollars(
  db: AppDatabase,
  kesRate: number,
  ids: readonly number[] | "all",
): Promise<void> {
  if (ids !== "all" && ids.length === 0) return;
  const paid = sql<number>`coalesce(new_price, price)`;
  let update = db
    .updateTable("properties")
    .set({
      display_price: sql<number>`${paid} / ${kesRate}`,
      move_in_cost: sql<number | null>`move_in_total / ${kesRate}`,
      price_per_acre: sql<number | null>`case when price_per_acre is null then null
        else ${paid} / ${kesRate} / (plot_area / ${SQUARE_METRES_PER_ACRE}) end`,
    })
    .where("currency", "=", "KES");
  if (ids !== "all") update = update.where("id", "in", ids);
  await update.execute();
}
