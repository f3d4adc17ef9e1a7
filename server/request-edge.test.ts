import { request, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPlainHost, requestEdgeChecks, siteUrl } from "./request-edge";

describe("isPlainHost", () => {
  it("takes a host name or address with a port, and nothing more", () => {
    for (const host of ["makazi.co.ke", "makazi.co.ke:443", "127.0.0.1:3000", "[::1]:3000", "localhost"]) {
      expect(isPlainHost(host), host).toBe(true);
    }
    for (const host of [
      undefined,
      "",
      "makazi.co.ke/contact?x=",
      "makazi.co.ke?x",
      "makazi.co.ke#x",
      "user@makazi.co.ke",
      "user:pass@makazi.co.ke",
      "makazi.co.ke:99999",
      "makazi.co.ke:",
      "makazi .co.ke",
      "makazi.co.ke\u0000",
      "makazi.co.ke\\contact",
      "-makazi.co.ke",
    ]) {
      expect(isPlainHost(host), String(host)).toBe(false);
    }
  });
});

let server: Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(requestEdgeChecks());
  app.use((incoming, response) => {
    response.json({ expressPath: incoming.path, routedPath: siteUrl(incoming).pathname });
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

function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
    request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (incoming) => {
      let body = "";
      incoming.on("data", (chunk: Buffer) => (body += chunk.toString()));
      incoming.on("end", () =>
        resolve({ status: incoming.statusCode ?? 0, allow: incoming.headers.allow, body }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("requestEdgeChecks", () => {
  it("answers a method the site does not use with 405 and the ones it does", async () => {
    for (const method of ["TRACE", "OPTIONS", "PROPFIND", "PUT", "DELETE"]) {
      expect(await send(method, "/contact"), method).toMatchObject({ status: 405, allow: "GET, HEAD, POST" });
    }
  });

  it("refuses a host with a path, query or credentials, from Host or a trusted X-Forwarded-Host", async () => {
    for (const headers of [
      { Host: "makazi.co.ke/contact?x=" },
      { Host: "user@makazi.co.ke" },
      { "X-Forwarded-Host": "makazi.co.ke/contact?x=" },
      { "X-Forwarded-Proto": "javascript" },
    ] as Record<string, string>[]) {
      expect((await send("GET", "/image-uploads", headers)).status, JSON.stringify(headers)).toBe(400);
    }
  });

  it("refuses a path with control characters, invalid UTF-8 or dot segments", async () => {
    for (const path of [
      "/properties/%00",
      "/properties/a%1Fb",
      "/properties/%FF",
      "/x/../contact",
      "/x/%2e%2e/contact",
    ]) {
      expect((await send("GET", path)).status, path).toBe(400);
    }
  });

  it("refuses a header that is not UTF-8, and takes one that is", async () => {
    const latin1 = (text: string) => Buffer.from(text, "utf8").toString("latin1");
    expect((await send("GET", "/", { "Accept-Language": "\u00ff\u00fe" })).status).toBe(400);
    expect((await send("GET", "/", { "X-Name": latin1("Wanjirũ") })).status).toBe(200);
  });

  it("still judges the method and headers of a request for an address it let through before", async () => {
    const latin1Header = { "Accept-Language": "\u00ff\u00fe" };
    expect((await send("GET", "/properties/karen-villa")).status).toBe(200);
    expect((await send("GET", "/properties/karen-villa", latin1Header)).status).toBe(400);
    expect((await send("PUT", "/properties/karen-villa")).status).toBe(405);
    expect((await send("GET", "/properties/karen-villa", { "X-Forwarded-Host": "a/b" })).status).toBe(400);
  });

  it("refuses a query with a NUL byte or invalid UTF-8 with a page in the address's language", async () => {
    for (const path of [
      "/properties?q=Ka%00ren",
      "/properties?q=%FF",
      "/properties?city=%C3%28",
      "/?%C0%AF=x",
    ]) {
      const answer = await send("GET", path, { Accept: "text/html" });
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toContain("The form was not sent");
    }
    const inKiswahili = await send("GET", "/sw/properties?q=%00", { Accept: "text/html" });
    expect(inKiswahili.status).toBe(400);
    expect(inKiswahili.body).toContain("Fomu haikutumwa");
    // Other control characters are cleaned further on, like a pasted ESC in a form.
    expect((await send("GET", "/properties?q=Karen%1B%07")).status).toBe(200);
  });

  it("lets a plain request through with the path Express and the routes both see", async () => {
    const answer = await send("GET", "/properties/karen-villa?q=Wanjir%C5%A9", { Host: "makazi.co.ke" });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      expressPath: "/properties/karen-villa",
      routedPath: "/properties/karen-villa",
    });
  });
});
