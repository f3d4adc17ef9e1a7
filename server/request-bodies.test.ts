import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { countedStream } from "./request-bodies";

/** A source that would send `chunks` chunks of 1 KB, and counts how many were taken from it. */
function source(chunks: number) {
  const taken = { count: 0 };
  const stream = new Readable({
    read() {
      if (taken.count === chunks) return void this.push(null);
      taken.count += 1;
      this.push(Buffer.alloc(1024, "a"));
    },
  });
  return { stream, taken };
}

describe("countedStream", () => {
  it("passes a body within its limit whole", async () => {
    const { stream } = source(4);
    const counted = countedStream(stream, 4 * 1024);
    expect((await new Response(counted.body).arrayBuffer()).byteLength).toBe(4 * 1024);
    expect(counted.passedLimit()).toBe(false);
  });

  it("fails a body, chunked or not, as soon as it passes the limit, and reads no further", async () => {
    const { stream, taken } = source(10_000);
    const counted = countedStream(stream, 8 * 1024);
    await expect(new Response(counted.body).arrayBuffer()).rejects.toThrow("passed its limit");
    expect(counted.passedLimit()).toBe(true);
    // The source's own buffer at most past the limit, of the 10 MB it would send.
    expect(taken.count).toBeLessThan(200);
  });
});
