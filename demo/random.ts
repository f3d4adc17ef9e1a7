/**
 * A seeded pseudo-random source, so that made-up content can be made again exactly: the demo's
 * pictures, and the listings of a fill.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [min, max), rounded to a tenth (keeping the demo's drawings short). */
  between(min: number, max: number): number;
  /** An integer in [min, max]. */
  integer(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of the items, each as likely as its weight. */
  weighted<T>(items: readonly { value: T; weight: number }[]): T;
  /** `count` distinct items (all of them when there are fewer) in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** Mulberry32: tiny, fast and good enough for test data. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a text seed (what a picture shows, say) as a number. */
function hashText(text: string): number {
  let hash = 2166136261;
  for (const character of text) hash = Math.imul(hash ^ character.codePointAt(0)!, 16777619);
  return hash;
}

export function seededRandom(seed: number | string): Random {
  const next = mulberry32(typeof seed === "string" ? hashText(seed) : seed);
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("Cannot pick from an empty list");
    return items[integer(0, items.length - 1)]!;
  };
  return {
    next,
    between: (min, max) => Math.round((min + next() * (max - min)) * 10) / 10,
    integer,
    pick,
    chance: (probability) => next() < probability,
    weighted(items) {
      const total = items.reduce((sum, item) => sum + item.weight, 0);
      let remaining = next() * total;
      for (const item of items) {
        remaining -= item.weight;
        if (remaining < 0) return item.value;
      }
      // Only reached when rounding leaves a sliver of `total` unspent.
      return items[items.length - 1]!.value;
    },
    sample(items, count) {
      const pool = [...items];
      for (let index = pool.length - 1; index > 0; index--) {
        const other = integer(0, index);
        [pool[index], pool[other]] = [pool[other]!, pool[index]!];
      }
      return pool.slice(0, count);
    },
  };
}
