import { describe, expect, it } from "vitest";
import { createContentMemo } from "./content-memo.server";

function counter() {
  let reads = 0;
  return {
    read: async () => ++reads,
    get reads() {
      return reads;
    },
  };
}

describe("the content memo", () => {
  it("reads once while the content version stands, and again once it moves", async () => {
    let version = 1;
    const memo = createContentMemo(() => version);
    const settings = counter();
    expect(await memo.remember("settings", settings.read)).toBe(1);
    expect(await memo.remember("settings", settings.read)).toBe(1);
    version = 2;
    expect(await memo.remember("settings", settings.read)).toBe(2);
    expect(settings.reads).toBe(2);
  });

  it("shares one read among requests asking together, even while the version is read", async () => {
    const memo = createContentMemo(async () => 7);
    const cities = counter();
    const answers = await Promise.all([1, 2, 3].map(() => memo.remember("cities", cities.read)));
    expect(answers).toEqual([1, 1, 1]);
    expect(cities.reads).toBe(1);
  });

  it("keeps values apart by key", async () => {
    const memo = createContentMemo(() => 1);
    expect(await memo.remember("a", async () => "for a")).toBe("for a");
    expect(await memo.remember("b", async () => "for b")).toBe("for b");
    expect(await memo.remember("a", async () => "again")).toBe("for a");
  });

  it("does not keep a failed read: the next request reads again", async () => {
    const memo = createContentMemo(() => 1);
    await expect(memo.remember("count", () => Promise.reject(new Error("database gone")))).rejects.toThrow(
      "database gone",
    );
    expect(await memo.remember("count", async () => 42)).toBe(42);
  });

  it("drops the least recently used value past its limit", async () => {
    const memo = createContentMemo(() => 1, 2);
    const first = counter();
    await memo.remember("first", first.read);
    await memo.remember("second", async () => 0);
    await memo.remember("first", first.read);
    await memo.remember("third", async () => 0);
    await memo.remember("first", first.read);
    expect(first.reads).toBe(1);
    const second = counter();
    await memo.remember("second", second.read);
    expect(second.reads).toBe(1);
  });
});
