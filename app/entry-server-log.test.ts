// What the log says of a request that failed: a refusal (4xx) is a line to count, without a
// stack; a failure of the site's own (5xx) keeps its stack to be read.
import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server";

/** The JSON lines written to standard output and error while `run` runs. */
function loggedBy(run: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, "write").mockImplementation(capture);
  vi.spyOn(process.stderr, "write").mockImplementation(capture);
  run();
  vi.restoreAllMocks();
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The error React Router hands handleError for a route's `throw data(…, { status })`, or a wrong method. */
const routeErrorResponse = (status: number) => new ErrorResponse(status, "", "Refused");

const args = (method: string, path: string) => ({
  request: new Request(`http://makazi.test${path}`, { method }),
  params: {},
  context: new RouterContextProvider(),
});

afterEach(() => vi.restoreAllMocks());

describe("a request that failed", () => {
  it("is logged as a refusal at info, without a stack, when the route answered 4xx", () => {
    for (const status of [400, 405, 409]) {
      const error = routeErrorResponse(status);
      const logged = loggedBy(() => handleError(error, args("POST", "/verify")));
      expect(logged).toEqual([
        expect.objectContaining({ level: "info", message: "Refused a request", status, path: "/verify" }),
      ]);
      expect(JSON.stringify(logged)).not.toMatch(/stack|\bat [^\n]+:\d+:\d+/);
    }
  });

  it("is logged as an error with its stack when the site failed (5xx)", () => {
    const thrown = new Error("The listing could not be read");
    const logged = loggedBy(() => handleError(thrown, args("GET", "/properties/x")));
    expect(logged).toEqual([
      expect.objectContaining({
        level: "error",
        message: "A request failed",
        error: "The listing could not be read",
        stack: expect.stringMatching(/entry-server-log\.test\.ts:\d+:\d+/),
      }),
    ]);
    const unavailable = routeErrorResponse(503);
    expect(loggedBy(() => handleError(unavailable, args("GET", "/")))).toEqual([
      expect.objectContaining({ level: "error", message: "A request failed" }),
    ]);
  });
});
