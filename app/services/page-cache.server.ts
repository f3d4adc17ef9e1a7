import { readContentVersion } from "~/data/content-version.server";
import type { AppDatabase } from "~/data/database.server";
import { todayInNairobi } from "~/domain/dates";

/** A rendered public page as it left the app, with the nonce its scripts were given. */
export interface CachedPage {
  status: number;
  /** All but the Content-Security-Policy and the ETag. */
  headers: [string, string][];
  html: string;
  nonce: string | undefined;
  etag: string;
  storedAt: number;
}

export interface PageCache {
  /** The page kept under `key`, unless it is older than the cache's maximum age at `now`. */
  get(key: string, now: number): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
}

export interface PageCacheLimits {
  /** Pages are dropped, least recently used first, once their HTML passes this many characters. */
  maxCharacters: number;
  /** No page is served older than this, whatever else changes. */
  maxAgeMs: number;
}

/** A CDN may keep a public page for a minute (s-maxage=60); the app keeps it no longer. */
export const PAGE_CACHE_LIMITS: PageCacheLimits = { maxCharacters: 32_000_000, maxAgeMs: 60_000 };

export function createPageCache({ maxCharacters, maxAgeMs }: PageCacheLimits): PageCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const pages = new Map<string, CachedPage>();
  let characters = 0;

  function remove(key: string, page: CachedPage) {
    pages.delete(key);
    characters -= page.html.length;
  }

  return {
    get(key, now) {
      const page = pages.get(key);
      if (!page) return undefined;
      remove(key, page);
      if (now - page.storedAt > maxAgeMs) return undefined;
      pages.set(key, page);
      characters += page.html.length;
      return page;
    },
    set(key, page) {
      if (page.html.length > maxCharacters) return;
      const existing = pages.get(key);
      if (existing) remove(key, existing);
      pages.set(key, page);
      characters += page.html.length;
      for (const [oldestKey, oldest] of pages) {
        if (characters <= maxCharacters) break;
        remove(oldestKey, oldest);
      }
    },
  };
}

/**
 * Where the page at `url` is kept: under the content version, which every change to what
 * public pages show moves on, whichever app instance or tool writes it (migration 008), and
 * the day in Nairobi, whose date pages show.
 */
export async function pageCacheKey(db: AppDatabase, url: string, now: Date): Promise<string> {
  return `${await readContentVersion(db)} ${todayInNairobi(now)} ${url}`;
}
