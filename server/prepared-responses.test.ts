import { request as httpRequest, createServer, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedResponsesFirst } from "./prepared-responses.ts";

let server: Server;
let base: string;
const seenByApp: string[] = [];

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", 1);
  app.use((request, response, next) => {
    seenByApp.push(`${request.method} ${request.originalUrl}`);
    next();
  });
  app.use((request, response) => {
    response.send(`app: ${request.method} ${request.path} ${response.locals.note ?? "-"}`);
  });
  const prepared = (request: express.Request, response: express.Response, next: express.NextFunction) => {
    if (request.path === "/kept") {
      response.send(`kept for ${request.protocol}://${request.host}${request.originalUrl}`);
      return;
    }
    response.locals.note = "looked";
    next();
  };
  const failing = (request: express.Request, _response: express.Response, next: express.NextFunction) =>
    next(request.path === "/broken" ? new Error("broken") : undefined);
  server = createServer(preparedResponsesFirst(app, [failing, prepared]));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<string> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(`${base}${path}`, { method, headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve(body));
    });
    call.on("error", reject);
    call.end();
  });
}

describe("preparedResponsesFirst", () => {
  it("answers what a prepared handler has without the app, reading the address as Express does", async () => {
    seenByApp.length = 0;
    expect(await get("/kept?x=1", { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "makazi.co.ke" })).toBe(
      "kept for https://makazi.co.ke/kept?x=1",
    );
    expect(seenByApp).toEqual([]);
  });

  it("passes anything else on to the app with what the handlers noted, and every other method at once", async () => {
    seenByApp.length = 0;
    expect(await get("/page")).toBe("app: GET /page looked");
    expect(await get("/kept", {}, "POST")).toBe("app: POST /kept -");
    expect(await get("/kept", {}, "DELETE")).toBe("app: DELETE /kept -");
    expect(await get("/broken")).toBe("app: GET /broken -");
    expect(seenByApp).toEqual(["GET /page", "POST /kept", "DELETE /kept", "GET /broken"]);
  });
});
