// Loaded with `node --import` into a test server of its own: once the server listens, a timer
// throws and a promise fails with nothing awaiting it, as a bug in a background task or a
// forgotten `await` would. Nothing in the app is changed for it.
import { Server } from "node:net";
import { STRAY_ERROR, STRAY_REJECTION } from "./stray-failures.ts";

const listen = Server.prototype.listen;
Server.prototype.listen = function (this: Server, ...args: unknown[]) {
  this.once("listening", () => {
    setTimeout(() => {
      throw new Error(STRAY_ERROR);
    });
    setTimeout(() => void Promise.reject(new Error(STRAY_REJECTION)));
  });
  return listen.apply(this, args as Parameters<typeof listen>);
} as typeof listen;
