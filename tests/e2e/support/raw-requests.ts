// Requests no browser sends, written byte for byte: odd methods and request lines, hosts with a
// path, bodies streamed without end; and every route's address from app/routes.ts.
import { connect } from "node:net";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../../app/routes";

/** Every route's path as declared, `/properties/:slug` and the like, with its layouts' prefixes. */
export function routePaths(entries: readonly RouteConfigEntry[] = routes, prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    const own = entry.path === undefined || entry.children ? [] : [path];
    return [...own, ...(entry.children ? routePaths(entry.children, path) : [])];
  });
}

/** The status line and headers of the answer to `text`, sent to `origin` a byte per character. */
export function sendRaw(origin: string, text: string): Promise<{ status: number; head: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text, "latin1"));
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      if (end === -1) return;
      socket.destroy();
      const head = received.slice(0, end);
      resolve({ status: Number(head.split(" ")[1]), head });
    });
    socket.on("error", reject);
    socket.on("end", () => reject(new Error(`No answer to ${JSON.stringify(text.split("\r\n")[0])}`)));
  });
}

/**
 * Posts a body of up to `totalBytes` in chunks (Transfer-Encoding: chunked, no length given)
 * and stops sending once the server answers: the status, and how much had been sent by then.
 * The body is made as it goes, so the test itself holds one chunk at a time.
 */
export function streamBody(
  url: string,
  headers: Record<string, string>,
  totalBytes: number,
): Promise<{ status: number; sentWhenAnswered: number }> {
  const { host, hostname, port, pathname, search } = new URL(url);
  const head = Object.entries({ Host: host, ...headers, "Transfer-Encoding": "chunked" })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  const chunk = Buffer.concat([
    Buffer.from(`${(64 * 1024).toString(16)}\r\n`),
    Buffer.alloc(64 * 1024, "a"),
    Buffer.from("\r\n"),
  ]);
  let sent = 0;
  return new Promise((resolve, reject) => {
    let answer = "";
    let answered = false;
    const socket = connect(Number(port), hostname, () => {
      socket.write(`POST ${pathname}${search} HTTP/1.1\r\n${head}\r\n`);
      write();
    });
    const write = () => {
      while (!answered && sent < totalBytes) {
        sent += 64 * 1024;
        if (!socket.write(chunk)) return void socket.once("drain", write);
      }
      if (!answered) socket.write("0\r\n\r\n");
    };
    socket.on("data", (data: Buffer) => {
      answer += data.toString("latin1");
      if (answered || !answer.includes("\r\n")) return;
      answered = true;
      resolve({ status: Number(answer.split(" ")[1]), sentWhenAnswered: sent });
      socket.destroy();
    });
    // A server that answered and closed may reset the connection under a write: the answer counts.
    socket.on("error", () => {});
    socket.on("close", () => {
      if (!answered) reject(new Error(`No answer to POST ${pathname} after ${sent} bytes`));
    });
  });
}

export { peakMemory, resetPeakMemory } from "../../../scripts/lib/bench/process-memory";
