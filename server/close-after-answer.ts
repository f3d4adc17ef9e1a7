import type { Request, Response } from "express";

/**
 * What a refused client still sends is read and dropped up to this, so that it gets the answer:
 * a server that closes with the client's bytes unread resets the connection, and the client
 * may lose the answer with it. Past it the connection stops being read, so the client's sending
 * stalls while the answer waits for it; after LINGER_MS the connection is cut.
 */
const LINGER_BYTES = 8 * 1024 * 1024;
const LINGER_MS = 3_000;

/**
 * Answers a refused request with `Connection: close`, and ends the connection once the answer
 * is out without reading (or keeping) more of its body than LINGER_BYTES: the sending side is
 * closed, and the rest dropped until the client stops or the allowance runs out.
 */
export function closeAfterAnswer(request: Request, response: Response): void {
  const { socket } = request;
  response.setHeader("Connection", "close");
  // Node closes a `Connection: close` answer's connection at once, unread bytes and all, which
  // resets it: here it only stops sending, and the connection ends below.
  socket.destroySoon = () => socket.end();
  let dropped = 0;
  const cut = () => socket.destroy();
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  request.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) request.pause();
  });
  request.once("end", () => {
    if (socket.writableFinished) cut();
    else socket.once("finish", cut);
  });
  request.resume();
}
