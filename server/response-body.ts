/** A response, which the compression middleware may have wrapped: `flush` sends what it holds so far. */
export interface BodyTarget {
  write(chunk: Uint8Array): boolean;
  end(): void;
  flush?(): void;
  destroy(error?: Error): void;
  on(event: "drain", listener: () => void): unknown;
  once(event: "close", listener: () => void): unknown;
}

/**
 * Writes a Fetch body to the response as the client takes it: each chunk flushed through the
 * compression (a streamed page reaches the browser as it renders, a feed a page of listings at
 * a time), the next chunk read only once the client has taken the last (`drain`), and the body
 * cancelled when the client goes away, which stops whatever produces it. One `drain` listener
 * serves the whole body: the compression middleware hands `drain` listeners to its zlib stream
 * and cannot take them off again, so a listener per wait would pile up there for a large body.
 */
export async function writeResponseBody(
  body: ReadableStream<Uint8Array>,
  response: BodyTarget,
): Promise<void> {
  const reader = body.getReader();
  let drained: (() => void) | undefined;
  response.on("drain", () => drained?.());
  const gone = new Promise<"gone">((resolve) => response.once("close", () => resolve("gone")));
  const drain = () => new Promise<"drained">((resolve) => (drained = () => resolve("drained")));
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), gone]);
      if (next === "gone") break;
      if (next.done) {
        response.end();
        return;
      }
      const more = response.write(next.value);
      response.flush?.();
      if (!more && (await Promise.race([drain(), gone])) === "gone") break;
    }
    await reader.cancel();
  } catch (error) {
    reader.cancel(error).catch(() => {});
    response.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  } finally {
    reader.releaseLock();
  }
}
