import type { ContentVersionReader } from "./kept-pages.server";

/** Most values kept at once; the least recently used is dropped first. */
export const CONTENT_MEMO_LIMIT = 500;

/**
 * Reads of the site's content (the settings, the cities, a list's count) kept until the content
 * version moves, which any change to a listing or a setting does, whichever instance makes it:
 * they are as fresh as the kept pages. Requests asking while a read is on its way share it; a
 * read that fails is not kept, so the next request tries again.
 */
export interface ContentMemo {
  remember<T>(key: string, read: () => Promise<T>): Promise<T>;
}

export function createContentMemo(
  contentVersion: ContentVersionReader,
  limit: number = CONTENT_MEMO_LIMIT,
): ContentMemo {
  let keptFor: number | null = null;
  const values = new Map<string, Promise<unknown>>();
  return {
    async remember<T>(key: string, read: () => Promise<T>): Promise<T> {
      const version = await contentVersion();
      if (version !== keptFor) {
        values.clear();
        keptFor = version;
      }
      const kept = values.get(key) as Promise<T> | undefined;
      if (kept) {
        values.delete(key);
        values.set(key, kept);
        return kept;
      }
      const value = read();
      values.set(key, value);
      if (values.size > limit) values.delete(values.keys().next().value!);
      value.catch(() => {
        if (values.get(key) === value) values.delete(key);
      });
      return value;
    },
  };
}
