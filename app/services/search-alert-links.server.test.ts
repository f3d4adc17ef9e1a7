import { describe, expect, it } from "vitest";
import { mailServerForTests, searchAlertSteps, tokenIn } from "~/testing/search-alerts.server";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as alertManage from "../site/routes/alert-manage";
import * as alertOneClick from "../site/routes/alert-one-click";
import * as alertUnsubscribe from "../site/routes/alert-unsubscribe";

const mail = mailServerForTests();
const site = freshSiteForEachTest(() => ({ SMTP_URL: mail().url, PUBLIC_BASE_URL: "http://makazi.test" }));
const { db, sendMail, scan, publish, alertOn } = searchAlertSteps(site, mail);

describe("search alerts' links", { timeout: 60_000 }, () => {
  it("keeps tokens only as hashes, and no address in any link", async () => {
    await alertOn();
    const [confirmation] = mail().received;
    const token = tokenIn(confirmation!, "confirm");
    const stored = await db().selectFrom("search_alert_tokens").select("token_hash").execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect(confirmation!.parsed.text).not.toMatch(/https?:\/\/\S*wanjiru/);
  });

  it("unsubscribes with the one-click POST, drops what was queued, and sends no more", async () => {
    await alertOn();
    await publish({ name: "Parklands Maisonette" });
    await scan();
    await sendMail();
    const [, first] = await mail().waitForMail(2);
    const token = tokenIn(first!, "unsubscribe");

    await publish({ name: "Kileleshwa Townhouse" });
    await scan();
    const refused = await alertOneClick.action(
      routeArgs(site(), `/alerts/one-click/${token}`, { params: { token }, form: { other: "x" } }),
    );
    expect(refused.status).toBe(400);
    const oneClick = await alertOneClick.action(
      routeArgs(site(), `/alerts/one-click/${token}`, {
        params: { token },
        form: { "List-Unsubscribe": "One-Click" },
      }),
    );
    expect(oneClick.status).toBe(200);
    const page = await alertUnsubscribe.loader(
      routeArgs(site(), `/alerts/unsubscribe/${token}`, { params: { token } }),
    );
    expect(unwrap(page).value).toMatchObject({ alert: { status: "unsubscribed" } });

    expect(await sendMail()).toEqual({ sent: 0, failed: 0 });
    await publish({ name: "Spring Valley Home" });
    expect(await scan()).toMatchObject({ queued: 0 });
    expect(mail().received).toHaveLength(2);

    const manage = await alertManage.loader(
      routeArgs(site(), `/alerts/manage/${token}`, { params: { token } }),
    );
    expect(unwrap(manage).value).toEqual({ alerts: [] });
  });

  it("lists an address's alerts from any of its e-mails, and stops one or all of them there", async () => {
    await alertOn();
    await alertOn({ type: "land" });
    const token = tokenIn(mail().received[1]!, "manage");
    const manage = async () =>
      unwrap(await alertManage.loader(routeArgs(site(), `/alerts/manage/${token}`, { params: { token } })))
        .value as {
        alerts: { id: number; search: string }[];
      };
    expect((await manage()).alerts.map((alert) => alert.search)).toEqual([
      "Houses for sale in Nairobi",
      "Land for sale",
    ]);
    const [houses] = (await manage()).alerts;
    await alertManage.action(
      routeArgs(site(), `/alerts/manage/${token}`, {
        params: { token },
        form: { alert: String(houses!.id) },
      }),
    );
    expect((await manage()).alerts.map((alert) => alert.search)).toEqual(["Land for sale"]);
    await alertManage.action(
      routeArgs(site(), `/alerts/manage/${token}`, { params: { token }, form: { alert: "all" } }),
    );
    expect((await manage()).alerts).toEqual([]);

    const unknown = "x".repeat(43);
    expect(
      unwrap(
        await alertManage.loader(
          routeArgs(site(), `/alerts/manage/${unknown}`, { params: { token: unknown } }),
        ),
      ).status,
    ).toBe(404);
  });
});
