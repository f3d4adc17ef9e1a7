import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backgroundTask, backOffMs, LONGEST_BACK_OFF_MS } from "./background-task.server";

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(process.stderr, "write").mockReturnValue(true);
  vi.spyOn(process.stdout, "write").mockReturnValue(true);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a background task", () => {
  it("waits twice as long after each failure, up to the longest pause", () => {
    expect([1, 2, 3].map((failures) => backOffMs(2_000, failures))).toEqual([4_000, 8_000, 16_000]);
    expect(backOffMs(2_000, 10)).toBe(LONGEST_BACK_OFF_MS);
  });

  it("waits for its first turn when asked not to run at start", async () => {
    const run = vi.fn(async () => {});
    const task = backgroundTask(run, 1_000, "Could not do the work", { runAtStart: false });
    task.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await task.stop();
  });

  it("leaves the database alone while it fails, then runs every turn again once it works", async () => {
    let databaseDown = true;
    const run = vi.fn(async () => {
      if (databaseDown) throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    });
    const task = backgroundTask(run, 1_000, "Could not do the work");
    task.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);

    // Failed once: two seconds' pause, during which neither the turns nor a nudge run it.
    await vi.advanceTimersByTimeAsync(1_000);
    task.nudge();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);

    // Failed twice: four seconds. The database comes back meanwhile.
    databaseDown = false;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(5);
    await task.stop();
  });
});
