import { describe, expect, it } from "vitest";
import { databaseFault, faultMeaning } from "./database-faults.server";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const sqliteError = (errcode: number, errstr: string) =>
  Object.assign(new Error(errstr), { code: "ERR_SQLITE_ERROR", errcode, errstr });

describe("database faults", () => {
  it("find a database that cannot be reached or is busy, behind the errors that wrap it", () => {
    expect(databaseFault(withCode("terminating connection due to administrator command", "57P01"))).toBe(
      "unavailable",
    );
    expect(databaseFault(withCode("the database system is starting up", "57P03"))).toBe("unavailable");
    expect(databaseFault(withCode("connection failure", "08006"))).toBe("unavailable");
    expect(databaseFault(new Error("Connection terminated unexpectedly"))).toBe("unavailable");
    expect(databaseFault(new Error("timeout exceeded when trying to connect"))).toBe("unavailable");
    const refused = new AggregateError([withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")]);
    expect(databaseFault(new Error("Database migration  failed", { cause: refused }))).toBe("unavailable");
    expect(databaseFault(sqliteError(5, "database is locked"))).toBe("unavailable");
    expect(databaseFault(sqliteError(517, "database is locked"))).toBe("unavailable");
  });

  it("find a full disk, on either engine", () => {
    expect(databaseFault(sqliteError(13, "database or disk is full"))).toBe("full");
    expect(databaseFault(withCode("could not extend file: No space left on device", "53100"))).toBe("full");
  });

  it("leave every other failure to be a failure", () => {
    expect(databaseFault(withCode("duplicate key value violates unique constraint", "23505"))).toBeNull();
    expect(databaseFault(withCode('password authentication failed for user "app"', "28P01"))).toBeNull();
    expect(databaseFault(sqliteError(19, "UNIQUE constraint failed"))).toBeNull();
    expect(databaseFault(new Error("Cannot read properties of undefined"))).toBeNull();
    expect(databaseFault("a string")).toBeNull();
  });

  it("say in plain words what a fault means", () => {
    expect(faultMeaning(new AggregateError([withCode("connect ECONNREFUSED", "ECONNREFUSED")]))).toBe(
      "nothing is listening there: the server is down, restarting or still starting (ECONNREFUSED)",
    );
    expect(faultMeaning(sqliteError(5, "database is locked"))).toMatch(/another connection holds the file/);
    expect(faultMeaning(new Error("something else"))).toBe("something else");
  });
});
