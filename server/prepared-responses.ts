import type { Express, NextFunction, Request, Response } from "express";
import type { IncomingMessage, ServerResponse } from "node:http";

type Handler = (request: Request, response: Response, next: NextFunction) => void;

/**
 * The server's request handler: a GET (or HEAD) for a built file or a kept page is answered before
 * Express's router and its middleware, since both are prepared bytes sent as they are (and
 * compressed already). Everything else, and anything they do not answer, goes to `app`.
 * Express's own request and response prototypes are given first, as Express itself does, so
 * that `path`, `protocol` and `host` read the same, TRUST_PROXY included.
 */
export function preparedResponsesFirst(app: Express, handlers: readonly Handler[]) {
  return (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (incoming.method !== "GET" && incoming.method !== "HEAD") {
      app(incoming, outgoing);
      return;
    }
    const request = Object.setPrototypeOf(incoming, app.request) as Request;
    const response = Object.setPrototypeOf(outgoing, app.response) as Response;
    request.res = response;
    response.req = request;
    request.originalUrl = request.url;
    response.locals = Object.create(null) as Response["locals"];
    const next = (index: number) => (error?: unknown) => {
      const handler = handlers[index];
      if (error || !handler) app(request, response);
      else handler(request, response, next(index + 1));
    };
    next(0)();
  };
}
