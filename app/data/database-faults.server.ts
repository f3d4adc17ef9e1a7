/**
 * Why a database call failed when the fault is the database's state rather than the request:
 * `unavailable` while it cannot be reached or is busy (a restart, a failover, a backup holding
 * the SQLite file), `full` when its disk is. Either way, trying again later can succeed.
 */
export type DatabaseFault = "unavailable" | "full";

/** SQLSTATEs: PostgreSQL shutting down, starting up, out of connections; class 08 is lost connections. */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const DISK_FULL_SQLSTATE = "53100";
/** Node's codes for a server that cannot be reached. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
/** node-postgres says these without a code: the connection went, or none could be had in time. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;
/** SQLite's primary result codes (the low byte of an extended code). */
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_FULL = 13;

function faultOf(error: object): DatabaseFault | null {
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (code === "ERR_SQLITE_ERROR" && typeof errcode === "number") {
    const primary = errcode & 0xff;
    if (primary === SQLITE_BUSY || primary === SQLITE_LOCKED) return "unavailable";
    if (primary === SQLITE_FULL) return "full";
    return null;
  }
  if (typeof code === "string") {
    if (code === DISK_FULL_SQLSTATE || code === "ENOSPC") return "full";
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08") || NETWORK_CODES.has(code)) {
      return "unavailable";
    }
  }
  if (typeof message === "string" && LOST_CONNECTION.test(message)) return "unavailable";
  return null;
}

/** The database fault behind `error` (or its causes, or any of an AggregateError's errors), if any. */
export function databaseFault(error: unknown): DatabaseFault | null {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const each = pending.pop();
    if (!each || typeof each !== "object" || seen.has(each)) continue;
    seen.add(each);
    const fault = faultOf(each);
    if (fault) return fault;
    pending.push((each as { cause?: unknown }).cause);
    if (each instanceof AggregateError) pending.push(...each.errors);
  }
  return null;
}

/** What a fault's code means, in words an operator acts on. */
const MEANINGS: Record<string, string> = {
  ECONNREFUSED: "nothing is listening there: the server is down, restarting or still starting",
  ECONNRESET: "the server closed the connection",
  ETIMEDOUT: "no answer in time: a firewall, a wrong address or an overloaded server",
  EPIPE: "the server closed the connection",
  ENOTFOUND: "that host name is not known (DNS)",
  EAI_AGAIN: "that host name could not be looked up just now (DNS)",
  EHOSTUNREACH: "no route to that host",
  ENETUNREACH: "no route to that network",
  "57P01": "the server is shutting down",
  "57P02": "the server is restarting after a crash",
  "57P03": "the server is still starting up",
  "53300": "the server has no connections left to give",
};

/** Why the database cannot serve, in plain words with the error's own code, for the log. */
export function faultMeaning(error: unknown): string {
  let each: unknown = error;
  while (each && typeof each === "object") {
    const { code, errcode, message } = each as { code?: unknown; errcode?: unknown; message?: unknown };
    if (code === "ERR_SQLITE_ERROR" && typeof errcode === "number") {
      return (errcode & 0xff) === SQLITE_FULL
        ? "the disk holding the file is full"
        : "another connection holds the file (a backup, or a long write) and did not let go in time";
    }
    if (typeof code === "string" && MEANINGS[code]) return `${MEANINGS[code]} (${code})`;
    if (each instanceof AggregateError && each.errors.length > 0) each = each.errors[0];
    else if ((each as { cause?: unknown }).cause) each = (each as { cause?: unknown }).cause;
    else return typeof message === "string" ? message : String(each);
  }
  return String(error);
}

/** How long clients are asked to wait (Retry-After) after a fault: a restart is over in seconds. */
export const RETRY_AFTER_SECONDS = 5;
