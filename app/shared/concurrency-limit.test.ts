import { describe, expect, it } from "vitest";
import { concurrencyLimit, QueueFullError } from "./concurrency-limit";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe("concurrencyLimit", () => {
  it("runs no more than the limit at once, the others in the order they came", async () => {
    const run = concurrencyLimit(2, 10);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let inProgress = 0;
    let most = 0;
    const tasks = gates.map((gate, index) =>
      run(async () => {
        started.push(index);
        most = Math.max(most, ++inProgress);
        await gate.promise;
        inProgress--;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it("refuses at once when the queue is full, and takes work again once it drains", async () => {
    const run = concurrencyLimit(1, 1);
    const gate = deferred();
    const first = run(() => gate.promise);
    const second = run(async () => "second");
    await expect(run(async () => "third")).rejects.toBeInstanceOf(QueueFullError);
    gate.resolve();
    await first;
    expect(await second).toBe("second");
    expect(await run(async () => "later")).toBe("later");
  });

  it("frees the place of a task that fails", async () => {
    const run = concurrencyLimit(1, 0);
    await expect(run(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await run(async () => "next")).toBe("next");
  });
});
