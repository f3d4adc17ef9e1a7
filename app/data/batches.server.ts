/**
 * Multi-row inserts bind one parameter per column and row; 500 rows of at most 25 columns
 * stay far below the limits of SQLite (32,766 bound parameters) and PostgreSQL (65,535).
 */
export const ROWS_PER_STATEMENT = 500;

/** `items` cut into consecutive runs of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
