import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { writeResponseBody } from "./response-body";

/** A client that takes each chunk a moment after it comes, keeping what it took. */
function slowClient() {
  const taken: Buffer[] = [];
  const client = new Writable({
    highWaterMark: 4,
    write(chunk: Buffer, _encoding, done) {
      taken.push(chunk);
      setTimeout(done, 1);
    },
  });
  return { client, taken };
}

/** A body of `chunks` chunks, made only as they are asked for: how many were made, and whether it was cancelled. */
function countedBody(chunks: number) {
  const state = { made: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.made === chunks) return controller.close();
        state.made += 1;
        controller.enqueue(Buffer.from(`chunk ${state.made}\n`));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, state };
}

describe("writeResponseBody", () => {
  it("writes the whole body, made no faster than the client takes it, with one drain listener throughout", async () => {
    const { client, taken } = slowClient();
    const { body, state } = countedBody(200);
    let mostDrainListeners = 0;
    let mostAhead = 0;
    const written = writeResponseBody(body, client);
    const watch = setInterval(() => {
      mostDrainListeners = Math.max(mostDrainListeners, client.listenerCount("drain"));
      mostAhead = Math.max(mostAhead, state.made - taken.length);
    }, 1);
    await written;
    clearInterval(watch);
    expect(Buffer.concat(taken).toString()).toBe(
      Array.from({ length: 200 }, (_, index) => `chunk ${index + 1}\n`).join(""),
    );
    expect(state.cancelled).toBe(false);
    expect(mostDrainListeners).toBe(1);
    expect(mostAhead).toBeLessThanOrEqual(3);
  });

  it("cancels the body when the client goes away, so nothing more is made", async () => {
    const { client } = slowClient();
    const { body, state } = countedBody(10_000);
    const written = writeResponseBody(body, client);
    await new Promise((resolve) => setTimeout(resolve, 20));
    client.destroy();
    await written;
    const made = state.made;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.cancelled).toBe(true);
    expect(state.made).toBe(made);
    expect(made).toBeLessThan(10_000);
  });
});
