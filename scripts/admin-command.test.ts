import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "~/data/database.server";
import { createSession, findSessionUser } from "~/data/sessions.server";
import { findUserByEmail } from "~/data/users.server";
import { verifyPassword } from "~/domain/password.server";
import { signInThrottleKeys } from "~/domain/sign-in-throttle";
import { takeAttempt } from "~/services/sign-in-throttle.server";
import { createTestDatabase, type TestDatabase } from "~/testing/test-database.server";
import { UsageError } from "./lib/arguments";
import { parseAdminArguments, runAdminCommand } from "./lib/admin-command";

describe("parseAdminArguments", () => {
  it("reads the command, the e-mail and the database, defaulting to DATABASE_URL", () => {
    expect(
      parseAdminArguments(["create", "--email", "a@b.co"], { DATABASE_URL: "file:/tmp/x.sqlite" }),
    ).toEqual({
      command: "create",
      email: "a@b.co",
      databaseUrl: "file:/tmp/x.sqlite",
    });
  });

  it("knows reset-2fa, which needs no password", () => {
    expect(parseAdminArguments(["reset-2fa", "--email", "a@b.co"], {}).command).toBe("reset-2fa");
  });

  it("knows unlock, for one address or, without one, every administrator", () => {
    expect(parseAdminArguments(["unlock"], {}).email).toBeNull();
    expect(parseAdminArguments(["unlock", "--email", "a@b.co"], {}).email).toBe("a@b.co");
  });

  it("refuses an unknown command, a missing e-mail and a password on the command line", () => {
    expect(() => parseAdminArguments(["delete", "--email", "a@b.co"], {})).toThrow(UsageError);
    expect(() => parseAdminArguments(["create"], {})).toThrow("--email is required");
    expect(() => parseAdminArguments(["create", "--email", "a@b.co", "hunter2"], {})).toThrow(UsageError);
    expect(() => parseAdminArguments(["create", "--email", "a@b.co", "--password", "x"], {})).toThrow(
      UsageError,
    );
  });
});

describe("runAdminCommand", { timeout: 30_000 }, () => {
  let directory: string;
  let database: TestDatabase;
  let databaseUrl: string;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "makazi-admin-"));
    database = await createTestDatabase(directory);
    databaseUrl = database.url;
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    process.exitCode = undefined;
    await database.drop();
    await rm(directory, { recursive: true, force: true });
  });

  const noPrompt = () => Promise.reject(new Error("should not prompt"));

  it("creates the administrator with the password from ADMIN_PASSWORD", async () => {
    const args = ["create", "--email", "owner@makazi.test", "--database", databaseUrl];
    await runAdminCommand(args, { ADMIN_PASSWORD: "a long enough password" }, noPrompt);
    const database = await openDatabase(databaseUrl);
    const user = await findUserByEmail(database.db, "owner@makazi.test");
    await database.close();
    expect(user?.role).toBe("owner");
    expect(await verifyPassword("a long enough password", user!.passwordHash)).toBe(true);
  });

  it("resets a password typed twice at the prompt and ends the account's sessions", async () => {
    const args = (command: string) => [command, "--email", "owner@makazi.test", "--database", databaseUrl];
    await runAdminCommand(args("create"), { ADMIN_PASSWORD: "a long enough password" }, noPrompt);
    let database = await openDatabase(databaseUrl);
    const owner = await findUserByEmail(database.db, "owner@makazi.test");
    await createSession(database.db, {
      idHash: "old-session",
      userId: owner!.id,
      userAgent: null,
      clientNetwork: null,
    });
    await database.close();

    await runAdminCommand(args("reset-password"), {}, async () => "the new long password");

    database = await openDatabase(databaseUrl);
    const user = await findUserByEmail(database.db, "owner@makazi.test");
    const session = await findSessionUser(database.db, "old-session");
    await database.close();
    expect(await verifyPassword("the new long password", user!.passwordHash)).toBe(true);
    expect(session).toBeNull();
  });

  it("changes nothing when the two typed passwords differ, and says so", async () => {
    const answers = ["a long enough password", "a long enough passw0rd"];
    await runAdminCommand(
      ["create", "--email", "owner@makazi.test", "--database", databaseUrl],
      {},
      async () => answers.shift()!,
    );
    expect(process.exitCode).toBe(1);
    expect(console.error).toHaveBeenCalledWith("The two passwords differ; nothing was changed");
    const database = await openDatabase(databaseUrl);
    expect(await findUserByEmail(database.db, "owner@makazi.test")).toBeNull();
    await database.close();
  });

  it("unlocks the administrator that strangers' wrong passwords from ten networks held up", async () => {
    const email = "owner@makazi.test";
    await runAdminCommand(
      ["create", "--email", email, "--database", databaseUrl],
      {
        ADMIN_PASSWORD: "a long enough password",
      },
      noPrompt,
    );
    let database = await openDatabase(databaseUrl);
    const newBrowser = (network: string) =>
      takeAttempt(database.db, signInThrottleKeys(email, network, null));
    for (let network = 1; network <= 10; network++) {
      const attempt = await newBrowser(`203.0.113.${network}`);
      if (attempt.allowed) await attempt.failed();
    }
    expect((await newBrowser("192.0.2.50")).allowed).toBe(false);
    await database.close();

    await runAdminCommand(["unlock", "--database", databaseUrl], {}, noPrompt);

    expect(console.log).toHaveBeenCalledWith(
      `Cleared the sign-in lock of ${email}: any browser may sign in at once.`,
    );
    database = await openDatabase(databaseUrl);
    expect((await newBrowser("192.0.2.51")).allowed).toBe(true);
    await database.close();
  });
});
