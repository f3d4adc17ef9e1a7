import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { trackRequestsInProgress } from "./requests-in-progress";

const request = {} as Request;
const response = {} as Response;
const next: NextFunction = () => {};

describe("trackRequestsInProgress", () => {
  it("waits for a request still being handled, and no longer than it is allowed", async () => {
    let finish!: () => void;
    const handled = new Promise<void>((resolve) => (finish = resolve));
    const { handler, finished } = trackRequestsInProgress(async () => handled);
    void handler(request, response, next);

    let done = false;
    const waiting = finished(10_000).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    finish();
    await waiting;
    expect(done).toBe(true);
  });

  it("gives up waiting after the time allowed", async () => {
    const { handler, finished } = trackRequestsInProgress(() => new Promise<void>(() => {}));
    void handler(request, response, next);
    await expect(finished(20)).resolves.toBeUndefined();
  });

  it("does not wait for requests already handled, failed ones included", async () => {
    const { handler, finished } = trackRequestsInProgress(async () => {
      throw new Error("handled with an error");
    });
    void handler(request, response, next);
    const started = Date.now();
    await finished(10_000);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
