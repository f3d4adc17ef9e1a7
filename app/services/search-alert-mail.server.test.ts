import { beforeEach, describe, expect, it } from "vitest";
import { saveBrand } from "~/data/brand.server";
import { updateProperty } from "~/data/property-writes.server";
import { DEFAULT_BRAND } from "~/domain/brand";
import { NO_DETAILS } from "~/domain/listing-details";
import { DEFAULT_STATUS } from "~/domain/listing-status";
import { formatKes } from "~/domain/money";
import { aProperty } from "~/testing/listings";
import { rawHeader } from "~/testing/mail-server.server";
import {
  mailServerForTests,
  NAIROBI_HOUSES,
  searchAlertSteps,
  tokenIn,
  VISITOR,
} from "~/testing/search-alerts.server";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as alertConfirm from "../site/routes/alert-confirm";
import * as alertManage from "../site/routes/alert-manage";
import * as alertOneClick from "../site/routes/alert-one-click";

const mail = mailServerForTests();
const site = freshSiteForEachTest(() => ({ SMTP_URL: mail().url, PUBLIC_BASE_URL: "http://makazi.test" }));
const { db, sendMail, scan, publish, signUp, confirmFromEmail, alertOn } = searchAlertSteps(site, mail);

describe("search alert e-mails", { timeout: 60_000 }, () => {
  beforeEach(async () => {
    await saveBrand(db(), { ...DEFAULT_BRAND, name: "Baraka Homes" });
  });

  it("asks for confirmation first, sends nothing else until then, and then e-mails new matches once", async () => {
    const known = await publish({ name: "Kilimani Family Home" });
    expect((await signUp()).value).toMatchObject({ status: "queued", email: VISITOR });
    expect(await sendMail()).toEqual({ sent: 1, failed: 0 });
    const [confirmation] = await mail().waitForMail(1);
    expect(confirmation!.recipients).toEqual([VISITOR]);
    expect(confirmation!.parsed.subject).toBe("Confirm your Baraka Homes alert: Houses for sale in Nairobi");

    const beforeConfirming = await publish({ name: "Lavington Garden House" });
    expect(await scan()).toMatchObject({ queued: 0 });
    expect(await sendMail()).toEqual({ sent: 0, failed: 0 });

    expect((await confirmFromEmail(confirmation!)).value).toMatchObject({ confirmed: { status: "active" } });
    const later = await publish({ name: "Runda Villa", price: 480_000 });
    await publish({ name: "Nyali Beach House", city: "Mombasa" });
    await publish({ name: "Karen Plot", type: "land" });
    expect(await scan()).toMatchObject({ queued: 1 });
    expect(await sendMail()).toEqual({ sent: 1, failed: 0 });
    const [, matches] = await mail().waitForMail(2);
    const { parsed, recipients } = matches!;
    expect(recipients).toEqual([VISITOR]);
    expect(parsed.subject).toBe("2 new listings: Houses for sale in Nairobi");
    // Listed between the sign-up and the confirmation: new to the visitor, sent once confirmed.
    expect(parsed.text).toContain(`http://makazi.test/properties/${beforeConfirming}`);
    expect(parsed.text).toContain(`http://makazi.test/properties/${later}`);
    expect(parsed.text).toContain(`$480.000 (${formatKes(480_000 * 125)})`);
    expect(parsed.text).not.toContain(known);
    expect(parsed.text).not.toContain("Nyali");
    expect(parsed.text).not.toContain("Karen Plot");
    const oneClickUrl = `http://makazi.test/alerts/one-click/${tokenIn(matches!, "unsubscribe")}`;
    expect(rawHeader(matches!, "List-Unsubscribe")).toBe(`<${oneClickUrl}>`);
    expect(rawHeader(matches!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    expect(await scan()).toMatchObject({ queued: 0 });
    expect(await sendMail()).toEqual({ sent: 0, failed: 0 });
    expect(mail().received).toHaveLength(2);
  });

  it("asks an address to confirm without the words searched, which a stranger may have typed; the alert's page names them", async () => {
    const words = "Pay KES 5000 to paybill 999999";
    expect((await signUp({ ...NAIROBI_HOUSES, q: words })).status).toBe(200);
    expect(
      (await signUp({ ...NAIROBI_HOUSES, q: words }, { page: "/sw/alerts", email: "mgeni@example.co.ke" }))
        .status,
    ).toBe(200);
    await sendMail();
    const received = await mail().waitForMail(2);
    const english = received.find((one) => one.parsed.subject?.startsWith("Confirm"));
    const kiswahili = received.find((one) => one.parsed.subject?.startsWith("Thibitisha"));
    expect(english!.parsed.subject).toBe(
      "Confirm your Baraka Homes alert: Houses for sale in Nairobi matching the words searched",
    );
    expect(kiswahili!.parsed.subject).toBe(
      "Thibitisha arifa yako ya Baraka Homes: Nyumba za kuuza katika Nairobi zinazolingana na maneno yaliyotafutwa",
    );
    for (const confirmation of [english!, kiswahili!]) {
      for (const part of [confirmation.parsed.subject, confirmation.parsed.text, confirmation.parsed.html]) {
        expect(part).not.toContain("paybill");
        expect(part).not.toContain("999999");
      }
    }
    const token = tokenIn(english!, "confirm");
    const manage = unwrap(
      await alertManage.loader(routeArgs(site(), `/alerts/manage/${token}`, { params: { token } })),
    );
    expect(manage.value).toMatchObject({
      alerts: [{ search: `Houses for sale in Nairobi matching “${words}”` }],
    });
  });

  it("writes its e-mails and their links in the language of the page the visitor signed up on", async () => {
    expect((await signUp({ type: "land", city: "Kisumu" }, { page: "/sw/alerts" })).status).toBe(200);
    await sendMail();
    const [confirmation] = await mail().waitForMail(1);
    expect(confirmation!.parsed.subject).toBe(
      "Thibitisha arifa yako ya Baraka Homes: Ardhi ya kuuza katika Kisumu",
    );
    expect(confirmation!.parsed.text).toMatch(/http:\/\/makazi\.test\/sw\/alerts\/confirm\/[\w-]{43}/);
    const token = tokenIn(confirmation!, "confirm");
    const confirmed = unwrap(
      await alertConfirm.action(
        routeArgs(site(), `/sw/alerts/confirm/${token}`, { params: { token }, form: {} }),
      ),
    );
    expect(confirmed.value).toMatchObject({
      confirmed: {
        search: "Ardhi ya kuuza katika Kisumu",
        listPath: "/sw/properties?type=land&city=Kisumu&sort=latest",
      },
    });

    const plot = await publish({
      name: "Lakeside Plot",
      nameSw: "Kiwanja cha Ziwani",
      type: "land",
      city: "Kisumu",
    });
    await scan();
    await sendMail();
    const [, matches] = await mail().waitForMail(2);
    expect(matches!.parsed.subject).toBe("Tangazo 1 jipya: Ardhi ya kuuza katika Kisumu");
    expect(matches!.parsed.text).toContain(`Kiwanja cha Ziwani (MK-`);
    expect(matches!.parsed.text).toContain(`http://makazi.test/sw/properties/${plot}`);
    expect(matches!.parsed.text).toContain("http://makazi.test/sw/alerts/unsubscribe/");
    // The mail program's one-click address is the same in every language; a visit to it opens
    // the page with the button in the alert's language.
    const unsubscribeToken = tokenIn(matches!, "unsubscribe");
    expect(rawHeader(matches!, "List-Unsubscribe")).toBe(
      `<http://makazi.test/alerts/one-click/${unsubscribeToken}>`,
    );
    const visit = await alertOneClick.loader(
      routeArgs(site(), `/alerts/one-click/${unsubscribeToken}`, { params: { token: unsubscribeToken } }),
    );
    expect((visit as Response).headers.get("Location")).toBe(`/sw/alerts/unsubscribe/${unsubscribeToken}`);

    // The same link opened on the English site reads in English.
    const manage = unwrap(
      await alertManage.loader(routeArgs(site(), `/alerts/manage/${token}`, { params: { token } })),
    );
    expect(manage.value).toMatchObject({ alerts: [{ search: "Land for sale in Kisumu" }] });
  });

  it("marks a listing whose price fell since the alert was switched on or last sent", async () => {
    await alertOn();
    const villa = await publish({ name: "Runda Villa", price: 480_000 });
    await publish({ name: "Muthaiga House", price: 500_000 });
    await updateProperty(db(), villa, {
      ...aProperty({ name: "Runda Villa", price: 450_000 }),
      ...NO_DETAILS,
      ...DEFAULT_STATUS,
      amenities: [],
      position: null,
    });
    await scan();
    await sendMail();
    const [, matches] = await mail().waitForMail(2);
    expect(matches!.parsed.text).toMatch(/Runda Villa \(MK-\d+\) · Price reduced\n/);
    expect(matches!.parsed.text).toMatch(/Muthaiga House \(MK-\d+\)\n/);
  });
});
