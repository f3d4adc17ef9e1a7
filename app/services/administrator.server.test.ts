import { describe, expect, it } from "vitest";
import { findUserByEmail } from "~/data/users.server";
import { verifyPassword } from "~/domain/password.server";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import {
  AdministratorError,
  createAdministrator,
  DEFAULT_ADMIN_EMAIL,
  ensureAdministrator,
  resetPassword,
} from "./administrator.server";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

describe("ensureAdministrator", { timeout: 20_000 }, () => {
  it("creates the configured administrator on a first start, and nothing later", async () => {
    const configured = { email: "Owner@Makazi.test", password: "a long enough password" };
    expect(await ensureAdministrator(db(), configured, { terminal: false })).toEqual({
      created: "from-configuration",
      email: "Owner@Makazi.test",
    });
    const owner = await findUserByEmail(db(), "owner@makazi.test");
    expect(owner).toMatchObject({ email: "owner@makazi.test", role: "owner", status: "active" });
    expect(await verifyPassword(configured.password, owner!.passwordHash)).toBe(true);
    expect(await ensureAdministrator(db(), null, { terminal: true })).toBeNull();
  });

  it("without configuration, creates the default administrator with a one-time password", async () => {
    const result = await ensureAdministrator(db(), null, { terminal: true });
    expect(result).toMatchObject({ created: "with-one-time-password", email: DEFAULT_ADMIN_EMAIL });
    const password = result?.created === "with-one-time-password" ? result.password : "";
    const user = await findUserByEmail(db(), DEFAULT_ADMIN_EMAIL);
    expect(await verifyPassword(password, user!.passwordHash)).toBe(true);
    expect(user!.mustChangePassword).toBe(true);
    const dayFromNow = Date.now() + 24 * 3_600_000;
    expect(Math.abs(user!.passwordExpiresAt!.getTime() - dayFromNow)).toBeLessThan(60_000);
  });

  it("makes no password when no terminal would show it, only a log would", async () => {
    expect(await ensureAdministrator(db(), null, { terminal: false })).toEqual({
      created: "none",
      reason: "no-terminal",
    });
    expect(await findUserByEmail(db(), DEFAULT_ADMIN_EMAIL)).toBeNull();
  });
});

describe("createAdministrator and resetPassword", { timeout: 20_000 }, () => {
  it("refuse short passwords, bad or taken e-mail addresses and unknown accounts", async () => {
    await expect(createAdministrator(db(), "a@makazi.test", "short")).rejects.toThrow(AdministratorError);
    await expect(createAdministrator(db(), "not-an-address", "a long enough password")).rejects.toThrow(
      "not-an-address is not an e-mail address",
    );
    await createAdministrator(db(), "a@makazi.test", "a long enough password");
    await expect(createAdministrator(db(), "A@makazi.test", "another long password")).rejects.toThrow(
      "A@makazi.test exists already",
    );
    await expect(resetPassword(db(), "b@makazi.test", "another long password")).rejects.toThrow(
      "There is no account for b@makazi.test",
    );
  });
});
