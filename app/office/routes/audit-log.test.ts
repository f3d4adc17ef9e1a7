import { beforeEach, describe, expect, it } from "vitest";
import { recordAuditEntry } from "~/data/audit-log.server";
import { AUDIT_LOG_RETENTION_MS } from "~/domain/audit-log";
import { signIn } from "~/services/auth.server";
import { ADMIN, addAccounts } from "~/testing/accounts.server";
import { signedInHeaders } from "~/testing/admin-session.server";
import { freshSiteForEachTest, routeArgs } from "~/testing/test-services.server";
import * as auditLog from "./audit-log";
import * as settings from "./settings";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

beforeEach(async () => {
  await addAccounts(site());
});

const SETTINGS_FORM = {
  kesRate: "130",
  mortgageRate: "13",
  whatsappNumber: "254700000001",
  contactEmail: "office@makazi.test",
  contactPhone: "+254700000001",
  contactAddress: "Nairobi",
  facebookUrl: "",
  instagramUrl: "",
  xUrl: "",
};

const shownEntries = async (headers: Record<string, string>) =>
  (await auditLog.loader(routeArgs(site(), "/audit-log", { headers }))).entries;

describe("the audit log", { timeout: 60_000 }, () => {
  it("records who changed the settings, when and from which network, newest first", async () => {
    const headers = await signedInHeaders(site());
    await settings.action(
      routeArgs(site(), "/settings", { headers, form: SETTINGS_FORM, clientAddress: "2001:db8:4:2::9" }),
    );
    expect(await shownEntries(headers)).toEqual([
      expect.objectContaining({
        what: "Changed the settings",
        who: ADMIN.email,
        network: "2001:db8:4:2::/64",
      }),
      expect.objectContaining({ what: "Signed in", who: ADMIN.email }),
    ]);
  });

  it("records a failed sign-in under the e-mail typed, and never the password", async () => {
    const { request, context } = routeArgs(site(), "/admin", { form: {}, clientAddress: "198.51.100.3" });
    await signIn(request, context, { email: "Boss@Makazi.test", password: "my secret guess" });
    const rows = await db().selectFrom("audit_log").selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        actor: null,
        action: "sign-in-failed",
        subject: "Boss@Makazi.test",
        client_network: "198.51.100.3",
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain("my secret guess");
  });

  it("forgets entries older than a year", async () => {
    const now = new Date();
    const entry = { actor: ADMIN.email, subject: null, clientNetwork: "192.0.2.1" } as const;
    await recordAuditEntry(
      db(),
      {
        ...entry,
        action: "settings-changed",
        occurredAt: new Date(now.getTime() - AUDIT_LOG_RETENTION_MS - 60_000),
      },
      AUDIT_LOG_RETENTION_MS,
    );
    await recordAuditEntry(
      db(),
      { ...entry, action: "about-changed", occurredAt: now },
      AUDIT_LOG_RETENTION_MS,
    );
    expect(await db().selectFrom("audit_log").select("action").execute()).toEqual([
      { action: "about-changed" },
    ]);
  });
});
