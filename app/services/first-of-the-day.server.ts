import { randomInt } from "node:crypto";

/** Whether something is new today, was seen already, or comes when the day's memory is full. */
export type Sighting = "new" | "seen" | "full";

/**
 * A 30-bit hash of `text` under `seed` (after cyrb53): small integers, which a Set holds
 * without a heap object each. Not for secrets; the seed only keeps outsiders from aiming at
 * one value.
 */
function seededHash(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 2;
}

/**
 * Tells whether a key (what happened, and where from) is new on the current day. Remembers
 * only a hash of each key, under a seed drawn afresh each day, and only for the current day;
 * at most `maxPerDay` of them, after which nothing more is new that day. Two keys may share
 * a hash: with 250,000 keys a day, some twenty of them go uncounted.
 */
export function firstOfTheDay(maxPerDay: number): (day: number, key: string) => Sighting {
  let currentDay = Number.NaN;
  let seed = 0;
  let seen = new Set<number>();
  return (day, key) => {
    if (day !== currentDay) {
      currentDay = day;
      seed = randomInt(2 ** 31);
      seen = new Set();
    }
    const hash = seededHash(key, seed);
    if (seen.has(hash)) return "seen";
    if (seen.size >= maxPerDay) return "full";
    seen.add(hash);
    return "new";
  };
}
