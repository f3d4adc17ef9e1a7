import { request as httpRequest, type Server } from "node:http";
import { connect } from "node:net";
import { Readable } from "node:stream";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { oneFieldMultipart, RAW_MULTIPART_TYPE } from "~/testing/raw-multipart";
import {
  countedStream,
  FORM_BODY_SECONDS,
  LARGE_BODY_SECONDS,
  readRequestBody,
  readUpTo,
  refuseCutUpload,
  TOO_SLOW,
} from "./request-bodies";

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

/** A source that sends one chunk of 1 KB and then nothing more, without ending. */
function stalledSource(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) this.push(Buffer.alloc(1024, "a"));
      sent = true;
    },
  });
}

describe("a body that stops arriving", () => {
  it("is given up when read whole, once its time has passed", async () => {
    expect(await readUpTo(stalledSource(), 64 * 1024, 0.05)).toBe(TOO_SLOW);
  });

  it("fails as a stream, once its time has passed", async () => {
    const counted = countedStream(stalledSource(), 64 * 1024, 0.05);
    await expect(new Response(counted.body).arrayBuffer()).rejects.toThrow("too slow");
    expect(counted.refusal()).toBe("too slow");
  });
});

describe("countedStream", () => {
  it("passes a body within its limit whole", async () => {
    const { stream } = source(4);
    const counted = countedStream(stream, 4 * 1024);
    expect((await new Response(counted.body).arrayBuffer()).byteLength).toBe(4 * 1024);
    expect(counted.refusal()).toBeNull();
  });

  it("fails a body, chunked or not, as soon as it passes the limit, and reads no further", async () => {
    const { stream, taken } = source(10_000);
    const counted = countedStream(stream, 8 * 1024);
    await expect(new Response(counted.body).arrayBuffer()).rejects.toThrow("too large");
    expect(counted.refusal()).toBe("too large");
    // The source's own buffer at most past the limit, of the 10 MB it would send.
    expect(taken.count).toBeLessThan(200);
  });
});

let server: Server;
let port = 0;
/** The paths of the requests whose bodies the server has begun to read. */
const begun: string[] = [];

beforeAll(async () => {
  const app = express();
  app.use(async (request, response) => {
    begun.push(request.path);
    const reading = await readRequestBody(request, response, request.path, async () =>
      Boolean(request.headers["x-signed-in-office"]),
    );
    if (!reading) return;
    let form: FormData;
    try {
      form = await new Response(reading.body).formData();
    } catch (error) {
      // As the server's handler does for a body its route's reading cut.
      const refusal = reading.refusal();
      if (!refusal) throw error;
      return refuseCutUpload(request, response, refusal, reading.limit);
    }
    response.json([...form].map(([name, value]) => [name, String(value)]));
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function post(path: string, contentType: string, body: Buffer, { office = false } = {}) {
  const answer = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": contentType,
      Accept: "text/html",
      ...(office ? { "X-Signed-In-Office": "yes" } : {}),
    },
    body: new Uint8Array(body),
  });
  return { status: answer.status, text: await answer.text() };
}

describe("readRequestBody", () => {
  const URLENCODED = "application/x-www-form-urlencoded";

  it("refuses a form with a NUL byte or invalid UTF-8 in a name or a value, escaped or raw", async () => {
    for (const body of [
      Buffer.from("name=Ami%00na"),
      Buffer.from("name%00=Amina"),
      Buffer.from("message=%C3%28"),
      Buffer.concat([Buffer.from("message=caf"), Buffer.from([0xe9])]),
    ]) {
      const answer = await post("/sw/contact", URLENCODED, body);
      expect(answer.status, body.toString("latin1")).toBe(400);
      expect(answer.text).toContain("Rudi kwenye fomu yako: ulichoandika bado kipo.");
    }
    for (const [name, value] of [
      ["name", "Ami\u0000na"],
      ["na\u0000me", "Amina"],
      ["name", Buffer.from([0xc0, 0xaf])],
      [Buffer.from([0xff]), "Amina"],
    ] as const) {
      const answer = await post(
        "/contact",
        RAW_MULTIPART_TYPE,
        oneFieldMultipart(Buffer.from(name), Buffer.from(value)),
      );
      expect(answer.status, `${String(name)}=${String(value)}`).toBe(400);
      expect(answer.text).toContain("The form holds a NUL byte or characters that are not UTF-8");
    }
  });

  it("takes text in any script, and drops the other control characters nobody types", async () => {
    const typed = await post(
      "/contact",
      URLENCODED,
      Buffer.from("name=Wanjir%C5%A9&message=Habari%1B%07%0D%0A"),
    );
    expect(JSON.parse(typed.text)).toEqual([
      ["name", "Wanjirũ"],
      ["message", "Habari\r\n"],
    ]);
    const sent = await post(
      "/contact",
      RAW_MULTIPART_TYPE,
      oneFieldMultipart(Buffer.from("name"), Buffer.from("Wanjirũ\u001b")),
    );
    expect(JSON.parse(sent.text)).toEqual([["name", "Wanjirũ"]]);
  });

  it("takes a spreadsheet of a few MB at /import only, from the signed-in office only", async () => {
    const boundary = "makazi-spreadsheet";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="listings.csv"\r\n` +
          "Content-Type: text/csv\r\n\r\n",
      ),
      Buffer.alloc(3 * 1024 * 1024, "a"),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const type = `multipart/form-data; boundary=${boundary}`;
    for (const path of ["/import", "/Import.data", "/import/"]) {
      const imported = await post(path, type, body, { office: true });
      expect(imported.status, path).toBe(200);
      expect(JSON.parse(imported.text)).toEqual([["file", "[object File]"]]);
      const fromAStranger = await post(path, type, body);
      expect(fromAStranger.status, path).toBe(403);
      expect(fromAStranger.text).toContain("Only the signed-in office sends files here");
    }
    expect((await post("/contact", type, body, { office: true })).status).toBe(413);
  });

  it("takes the Your site form's logo and photo from the signed-in office only, up to 21 MB", async () => {
    const type = "multipart/form-data; boundary=edge";
    const fromAStranger = await post("/your-site", type, Buffer.alloc(1024 * 1024, "a"));
    expect(fromAStranger.status).toBe(403);
    // Refused from its declared length, before any of it is sent.
    const tooLarge = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const sent = httpRequest(`http://127.0.0.1:${port}/your-site`, {
        method: "POST",
        headers: { "Content-Type": type, "Content-Length": 22 * 1024 * 1024, "X-Signed-In-Office": "yes" },
      });
      sent.on("response", async (answer) => {
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        resolve({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString() });
        sent.destroy();
      });
      sent.on("error", reject);
      sent.flushHeaders();
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.text).toContain("This form is larger than the site accepts (21 MB).");
  });
});

describe("a client that sends its body slowly", () => {
  /** Sends the head and the first bytes of a body of `length`, then nothing: the answer's status line. */
  async function stalledPost(path: string, type: string, length: number, headers = "") {
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    const answered = new Promise<string>((resolve) => {
      let received = "";
      socket.on("data", (chunk: Buffer) => {
        received += chunk.toString("latin1");
        if (received.includes("\r\n")) resolve(received.split("\r\n")[0]!);
      });
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n${headers}\r\nname=`,
    );
    return { answered, socket };
  }

  /** The answer's status line once it has come, within a few thousand turns of the event loop; null if none came. */
  async function answerOf(answered: Promise<string>): Promise<string | null> {
    let line: string | null = null;
    void answered.then((status) => (line = status));
    for (let turn = 0; turn < 20_000 && line === null; turn += 1)
      await new Promise((resolve) => setImmediate(resolve));
    return line;
  }

  it("is answered 408 once a text form's time has passed, an office upload's later", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const form = await stalledPost("/contact", "application/x-www-form-urlencoded", 1000);
    const upload = await stalledPost(
      "/image-uploads",
      "multipart/form-data; boundary=edge",
      1000,
      "X-Signed-In-Office: yes\r\n",
    );
    try {
      // Once the server reads both bodies, their time runs.
      while (!begun.includes("/contact") || !begun.includes("/image-uploads"))
        await new Promise((resolve) => setImmediate(resolve));
      for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync((FORM_BODY_SECONDS - 1) * 1000);
      expect(await answerOf(form.answered)).toBeNull();
      await vi.advanceTimersByTimeAsync(2 * 1000);
      expect(await answerOf(form.answered)).toBe("HTTP/1.1 408 Request Timeout");
      expect(await answerOf(upload.answered)).toBeNull();
      await vi.advanceTimersByTimeAsync((LARGE_BODY_SECONDS - FORM_BODY_SECONDS) * 1000);
      expect(await answerOf(upload.answered)).toBe("HTTP/1.1 408 Request Timeout");
    } finally {
      form.socket.destroy();
      upload.socket.destroy();
      vi.useRealTimers();
    }
  });
});
