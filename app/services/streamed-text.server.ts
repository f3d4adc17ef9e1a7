import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * A response body written a run at a time, as the client takes it: the next run is made only
 * once the one before has been handed on (backpressure), each in a turn of the event loop of its
 * own, so that other requests are answered between two runs. A client that goes away cancels
 * the body, which ends `runs` where it stands: nothing more is read for it.
 */
export function streamedText(runs: AsyncGenerator<string, void, undefined>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await nextTurn();
        const { done, value } = await runs.next();
        if (done) controller.close();
        else if (value !== "") controller.enqueue(Buffer.from(value));
      },
      async cancel() {
        await runs.return();
      },
    },
    // Nothing is read ahead of the client: a run is made when one is asked for.
    { highWaterMark: 0 },
  );
}
