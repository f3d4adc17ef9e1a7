import { describe, expect, it } from "vitest";
import { eventLoopDelay, eventLoopLoad } from "./event-loop-load";

const limits = { maxDelayMs: 200, everyMs: 100, looksInARow: 3 };

/** A clock and an event-loop delay the test sets; each step moves the clock to the next look. */
function fakeLoop() {
  const loop = { now: 0, looks: 0 };
  const delays: number[] = [];
  const load = eventLoopLoad(
    limits,
    () => {
      loop.looks += 1;
      return delays.shift() ?? 0;
    },
    () => loop.now,
  );
  /** The loop runs `delayMs` late until the next look, which it then answers. */
  const next = (delayMs: number) => {
    delays.push(delayMs);
    loop.now += limits.everyMs;
    return { saturated: load.saturated(), delayMs: load.delayMs() };
  };
  return { loop, load, next };
}

describe("the event loop's load", () => {
  it("is saturated only once the loop has been late at every look for long enough, and not after it catches up", () => {
    const { next } = fakeLoop();
    expect(next(400)).toEqual({ saturated: false, delayMs: 400 });
    expect(next(400).saturated).toBe(false);
    // A moment's hiccup in between starts the count again.
    expect(next(20)).toEqual({ saturated: false, delayMs: 20 });
    expect(next(400).saturated).toBe(false);
    expect(next(400).saturated).toBe(false);
    expect(next(400).saturated).toBe(true);
    expect(next(20)).toEqual({ saturated: false, delayMs: 20 });
  });

  it("looks at the delay no more often than it is told, whatever the number of requests", () => {
    const { loop, load, next } = fakeLoop();
    next(400);
    for (let request = 0; request < 50; request++) {
      expect(load.delayMs()).toBe(400);
      expect(load.saturated()).toBe(false);
    }
    expect(loop.looks).toBe(1);
  });

  it("measures a blocked event loop as late", async () => {
    const delay = eventLoopDelay();
    await new Promise((resolve) => setTimeout(resolve, 30));
    delay();
    const blockedUntil = performance.now() + 400;
    while (performance.now() < blockedUntil) {
      // Holds the event loop, as a process flooded with work does.
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(delay()).toBeGreaterThan(limits.maxDelayMs);
  });
});
