import { beforeEach, describe, expect, it } from "vitest";
import { findCredentials } from "~/data/credentials.server";
import { findFeedToken } from "~/data/feed-token.server";
import { findRetentionDays } from "~/data/retention.server";
import {
  findAvailabilityCheckSettings,
  findDataProtectionRegistration,
  findNotificationAddress,
  findSettings,
  findTextSettings,
  findViewingHours,
  saveNotificationAddress,
  saveSettings,
} from "~/data/settings.server";
import { DEFAULT_RETENTION_DAYS } from "~/domain/personal-data";
import { DEFAULT_SETTINGS } from "~/domain/settings";
import { DEFAULT_TEXT_SETTINGS } from "~/domain/text-caps";
import { addAccounts } from "~/testing/accounts.server";
import { expectSignInFirst, followRedirect, signedInHeaders } from "~/testing/admin-session.server";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as root from "../../root";
import * as adminLayout from "./admin-layout";
import * as settings from "./settings";

const site = freshSiteForEachTest();
let admin: Record<string, string>;
const db = () => site().services.database.db;

const FORM = {
  kesRate: "125",
  mortgageRate: "13",
  whatsappNumber: "+254 712 345 678",
  contactEmail: "hello@makazi.co.ke",
  contactPhone: "+254 20 123 4567",
  contactAddress: "Ngong Road, Nairobi",
  facebookUrl: "https://facebook.com/makazi",
  instagramUrl: "",
  xUrl: "https://x.com/makazi",
};

beforeEach(async () => {
  await addAccounts(site());
  admin = await signedInHeaders(site());
  await saveSettings(db(), { ...FORM, kesRate: 125, mortgageRate: 13 });
}, 30_000);

const post = (form: Record<string, string>, headers = admin) =>
  settings.action(routeArgs(site(), "/settings", { form, headers }));

describe("settings", { timeout: 30_000 }, () => {
  it("is for the administrator only, to read and to save", async () => {
    await expectSignInFirst(site(), "/settings", (headers) =>
      settings.loader(routeArgs(site(), "/settings", { headers })),
    );
    await expectSignInFirst(site(), "/settings", (headers) => post({ ...FORM, kesRate: "1" }, headers));
    expect((await findSettings(db())).kesRate).toBe(125);
  });

  it("shows the stored settings as form values", async () => {
    expect(await settings.loader(routeArgs(site(), "/settings", { headers: admin }))).toEqual({
      values: FORM,
      notificationAddress: "",
      emailOn: false,
      feeds: { siteAddressSet: false, addresses: [] },
      availabilityChecks: { staleAfterDays: "14", hideClosedAfterWeeks: "6" },
      viewingHours: {
        weekdays: ["1", "2", "3", "4", "5", "6"],
        opensAt: "09:00",
        closesAt: "17:00",
        slotMinutes: "60",
        capacity: "1",
        closedDays: "",
      },
      texts: {
        textCapDaily: "50",
        textCapMonthly: "500",
        officeTextNumber: "",
        bookingCodes: "on",
        textAgents: "",
      },
      textsOn: false,
      dataProtection: {
        registration: "",
        keepMessages: "1 year",
        keepViewings: "6 months",
        keepCheckedNumbers: "3 months",
        keepSearches: "3 months",
        keepSignIns: "3 months",
        keepSentEmails: "1 month",
        keepUploads: "1 day",
        keepEndedAlerts: "1 month",
      },
      credentials: {
        registrationNumber: "",
        certificateYear: "",
        openingHours: "",
        paymentKind: "",
        paymentNumber: "",
      },
    });
  });

  it("saves, confirms on the settings page and changes the rate the whole site uses", async () => {
    const response = (await post({
      ...FORM,
      kesRate: "130,5",
      mortgageRate: "14,5",
      instagramUrl: " https://instagram.com/makazi ",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/settings");
    expect(await findSettings(db())).toEqual({
      ...DEFAULT_SETTINGS,
      ...FORM,
      kesRate: 130.5,
      mortgageRate: 14.5,
      instagramUrl: "https://instagram.com/makazi",
      // Stored in one international form, whichever way they were typed.
      whatsappNumber: "254712345678",
      contactPhone: "254201234567",
    });
    const next = followRedirect(response, admin);
    expect(unwrap(await adminLayout.loader(routeArgs(site(), "/settings", { headers: next }))).value).toEqual(
      {
        confirmation: "Saved: Rates and contact details.",
      },
    );
    expect((await root.loader(routeArgs(site(), "/"))).settings).toMatchObject({
      kesRate: 130.5,
      mortgageRate: 14.5,
    });
  });

  it("refuses invalid values, names each field and keeps everything typed", async () => {
    const typed = {
      ...FORM,
      kesRate: "-3",
      mortgageRate: "31",
      whatsappNumber: "call me",
      contactEmail: "hello@",
      facebookUrl: "facebook.com/makazi",
    };
    expect(unwrap(await post(typed))).toMatchObject({
      status: 400,
      value: {
        status: "invalid",
        values: { site: typed, notificationAddress: { notificationEmail: "" } },
        errors: {
          notificationAddress: {},
          site: {
            kesRate: "Please enter a number, such as 125 or 129,50",
            mortgageRate: "The mortgage rate must be from 0 to 30 per cent",
            whatsappNumber:
              "Please enter the WhatsApp number as a Kenyan number, such as 0722 000 111, +254 722 000 111 or 020 234 5678, or leave it empty",
            contactEmail: "Please enter a valid e-mail address, like name@example.com, or leave it empty",
            facebookUrl: "Please enter the full Facebook address starting with https://, or leave it empty",
          },
        },
      },
    });
    expect(unwrap(await post({ ...FORM, kesRate: "0" })).value).toMatchObject({
      errors: { site: { kesRate: "The rate must be more than 0" } },
    });
    expect(await findSettings(db())).toEqual({
      ...DEFAULT_SETTINGS,
      ...FORM,
      kesRate: 125,
      mortgageRate: 13,
    });
  });

  it("keeps the address new messages are e-mailed to, apart from the settings every page is given", async () => {
    const response = (await post({
      intent: "notification-address",
      notificationEmail: " office@makazi.co.ke ",
    })) as Response;
    expect(response.status).toBe(302);
    expect(await findNotificationAddress(db())).toBe("office@makazi.co.ke");
    const next = followRedirect(response, admin);
    expect(unwrap(await adminLayout.loader(routeArgs(site(), "/settings", { headers: next }))).value).toEqual(
      {
        confirmation: "Saved: E-mail for new messages.",
      },
    );
    expect(await settings.loader(routeArgs(site(), "/settings", { headers: admin }))).toMatchObject({
      notificationAddress: "office@makazi.co.ke",
      emailOn: false,
    });
    expect(JSON.stringify((await root.loader(routeArgs(site(), "/"))).settings)).not.toContain(
      "office@makazi.co.ke",
    );
    expect(await findSettings(db())).toEqual({
      ...DEFAULT_SETTINGS,
      ...FORM,
      kesRate: 125,
      mortgageRate: 13,
    });

    await post({ intent: "notification-address", notificationEmail: "" });
    expect(await findNotificationAddress(db())).toBe("");
  });

  it("saves the caps on texts and the office's mobile, and refuses a landline or a cap past its limit keeping what was typed", async () => {
    const refused = unwrap(
      await post({ textCapDaily: "20", textCapMonthly: "9999999", officeTextNumber: "020 234 5678" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.value).toMatchObject({
      values: { texts: { textCapDaily: "20", officeTextNumber: "020 234 5678" } },
      errors: {
        texts: {
          textCapMonthly: "Please enter from 0 to 1000000 texts",
          officeTextNumber: expect.stringContaining("Kenyan mobile number"),
        },
      },
    });
    expect(await findTextSettings(db())).toEqual(DEFAULT_TEXT_SETTINGS);

    const response = (await post({
      textCapDaily: " 20 ",
      textCapMonthly: "300",
      officeTextNumber: "0711 000 222",
      textAgents: "on",
    })) as Response;
    expect(response.status).toBe(302);
    expect(await findTextSettings(db())).toEqual({
      caps: { daily: 20, monthly: 300 },
      officeNumber: "+254711000222",
      textAgents: true,
      bookingCodes: false,
    });
    expect(await settings.loader(routeArgs(site(), "/settings", { headers: admin }))).toMatchObject({
      texts: {
        textCapDaily: "20",
        textCapMonthly: "300",
        officeTextNumber: "+254711000222",
        textAgents: "on",
      },
    });
  });

  it("saves the availability checks in their own section, and refuses a bad one keeping what was typed", async () => {
    const response = (await post({
      intent: "availability-checks",
      staleAfterDays: " 21 ",
      hideClosedAfterWeeks: "8",
    })) as Response;
    expect(response.status).toBe(302);
    expect(await findAvailabilityCheckSettings(db())).toEqual({
      staleAfterDays: 21,
      hideClosedAfterWeeks: 8,
    });
    expect(await findSettings(db())).toEqual({
      ...DEFAULT_SETTINGS,
      ...FORM,
      kesRate: 125,
      mortgageRate: 13,
    });

    const typed = { staleAfterDays: "2w", hideClosedAfterWeeks: "0" };
    expect(unwrap(await post({ intent: "availability-checks", ...typed }))).toMatchObject({
      status: 400,
      value: {
        status: "invalid",
        values: { availabilityChecks: typed },
        errors: {
          availabilityChecks: {
            staleAfterDays: "Please enter a whole number of days, such as 14",
            hideClosedAfterWeeks: "Please enter from 1 to 104 weeks",
          },
        },
      },
    });
    expect(await findAvailabilityCheckSettings(db())).toEqual({
      staleAfterDays: 21,
      hideClosedAfterWeeks: 8,
    });
  });

  it("keeps people's data for the periods the owner sets, with the registration the privacy notice gives", async () => {
    const periods = {
      keepMessages: "6 months",
      keepViewings: "1 year",
      keepCheckedNumbers: "45",
      keepSearches: "90 days",
      keepSignIns: "3 months",
      keepSentEmails: "2 weeks",
      keepUploads: "1 day",
      keepEndedAlerts: "2 months",
    };
    const typed = { dataProtectionRegistration: " ODPC/DC/0421 ", ...periods };
    expect(unwrap(await post(typed))).toMatchObject({
      status: 400,
      value: {
        values: { dataProtection: { registration: " ODPC/DC/0421 ", keepSentEmails: "2 weeks" } },
        errors: {
          dataProtection: { keepSentEmails: "Please enter a period such as 90 days, 6 months or 1 year" },
        },
      },
    });
    expect(unwrap(await post({ ...typed, keepSentEmails: "30", keepUploads: "2 months" }))).toMatchObject({
      status: 400,
      value: { errors: { dataProtection: { keepUploads: "Please enter from 1 day to 1 month" } } },
    });
    expect(await findRetentionDays(db())).toEqual(DEFAULT_RETENTION_DAYS);

    const response = (await post({ ...typed, keepSentEmails: "30" })) as Response;
    expect(response.status).toBe(302);
    expect(await findRetentionDays(db())).toEqual({
      messages: 180,
      viewings: 365,
      checkedNumbers: 45,
      searches: 90,
      signIns: 90,
      sentEmails: 30,
      uploads: 1,
      endedAlerts: 60,
    });
    expect(await findDataProtectionRegistration(db())).toBe("ODPC/DC/0421");
    const shown = (await settings.loader(routeArgs(site(), "/settings", { headers: admin }))).dataProtection;
    expect(shown).toEqual({
      registration: "ODPC/DC/0421",
      ...periods,
      keepCheckedNumbers: "45 days",
      keepSearches: "3 months",
      keepSentEmails: "1 month",
    });
  });

  it("refuses a notification address that is not one address, with a message, keeping what was typed", async () => {
    await saveNotificationAddress(db(), "office@makazi.co.ke");
    for (const typed of [
      "office@makazi.co.ke, sales@makazi.co.ke",
      "office@makazi.co.ke\r\nBcc: x@example.com",
      "office",
    ]) {
      expect(unwrap(await post({ intent: "notification-address", notificationEmail: typed }))).toMatchObject({
        status: 400,
        value: {
          status: "invalid",
          values: { notificationAddress: { notificationEmail: typed } },
          errors: {
            notificationAddress: {
              notificationEmail:
                "Please enter one e-mail address, like office@example.co.ke, or leave it empty to send none",
            },
          },
        },
      });
    }
    expect(
      unwrap(
        await post({ intent: "notification-address", notificationEmail: `${"a".repeat(250)}@makazi.co.ke` }),
      ).status,
    ).toBe(400);
    expect(await findNotificationAddress(db())).toBe("office@makazi.co.ke");
  });

  it("keeps the viewing hours in their own section, refusing hours that give no slot and keeping what was typed", async () => {
    const hours = {
      intent: "viewing-hours",
      viewingOpensAt: "08:30",
      viewingClosesAt: "16:30",
      viewingSlotMinutes: "45",
      viewingCapacity: "2",
      viewingClosedDays: "2026-12-26\n2026-12-25, 2026-12-25",
    };
    const form = new URLSearchParams(hours);
    for (const day of ["6", "1", "3"]) form.append("viewingWeekdays", day);
    // The ticked days come as one field each.
    const args = routeArgs(site(), "/settings", { headers: admin });
    const request = new Request(args.url, { method: "POST", body: form, headers: admin });
    const saved = (await settings.action({ ...args, request })) as Response;
    expect(saved.status).toBe(302);
    expect(await findViewingHours(db())).toEqual({
      weekdays: [1, 3, 6],
      opensAt: "08:30",
      closesAt: "16:30",
      slotMinutes: 45,
      capacity: 2,
      closedDays: ["2026-12-25", "2026-12-26"],
    });
    // The other settings are left as they were.
    expect((await findSettings(db())).kesRate).toBe(125);

    const refused = unwrap(
      await post({
        ...hours,
        viewingOpensAt: "16:00",
        viewingCapacity: "0",
        viewingClosedDays: "25 December",
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.value).toMatchObject({
      status: "invalid",
      values: { viewingHours: { opensAt: "16:00", closedDays: "25 December" } },
      errors: { viewingHours: { capacity: expect.any(String), closedDays: expect.any(String) } },
    });
    const noSlot = unwrap(await post({ ...hours, viewingOpensAt: "16:00" }));
    expect(noSlot.value).toMatchObject({
      errors: { viewingHours: { closesAt: expect.stringContaining("at least one viewing") } },
    });
    expect((await findViewingHours(db())).capacity).toBe(2);
  });

  it("saves an edit typed in any section with the page's one form, naming what it saved", async () => {
    const page = await settings.loader(routeArgs(site(), "/settings", { headers: admin }));
    const form = new URLSearchParams({
      ...page.values,
      whatsappNumber: "0733 111 222",
      notificationEmail: page.notificationAddress,
      ...page.availabilityChecks,
      ...Object.fromEntries(
        Object.entries(page.viewingHours)
          .filter(([name]) => name !== "weekdays")
          .map(([name, value]) => [`viewing${name[0]!.toUpperCase()}${name.slice(1)}`, value as string]),
      ),
      ...page.credentials,
      registrationNumber: "BRN 1234",
    });
    for (const day of page.viewingHours.weekdays) form.append("viewingWeekdays", day);
    const args = routeArgs(site(), "/settings", { headers: admin });
    const saved = (await settings.action({
      ...args,
      request: new Request(args.url, { method: "POST", body: form, headers: admin }),
    })) as Response;
    expect(saved.status).toBe(302);
    expect((await findSettings(db())).whatsappNumber).toBe("254733111222");
    expect((await findCredentials(db())).registrationNumber).toBe("BRN 1234");
    const next = followRedirect(saved, admin);
    expect(unwrap(await adminLayout.loader(routeArgs(site(), "/settings", { headers: next }))).value).toEqual(
      {
        confirmation: "Saved: Rates and contact details, Credentials.",
      },
    );
  });

  it("saves nothing while any section needs correcting, keeping every edit typed", async () => {
    const refused = unwrap(
      await post({
        ...FORM,
        whatsappNumber: "0733 111 222",
        staleAfterDays: "soon",
        hideClosedAfterWeeks: "6",
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.value).toMatchObject({
      values: { site: { whatsappNumber: "0733 111 222" }, availabilityChecks: { staleAfterDays: "soon" } },
    });
    expect((await findSettings(db())).whatsappNumber).toBe(FORM.whatsappNumber);
  });
});

describe("the feeds' addresses in settings", { timeout: 30_000 }, () => {
  const settingsRows = () => db().selectFrom("settings").select(["key", "value"]).orderBy("key").execute();

  it("are renewed one at a time, each by its own button", async () => {
    await post({ ...FORM, intent: "renew-feed:kyero" });
    await post({ ...FORM, intent: "renew-feed:meta" });
    const kyero = await findFeedToken(db(), "kyero");
    const meta = await findFeedToken(db(), "meta");
    expect(kyero).not.toBe(meta);
    const response = (await post({ ...FORM, intent: "renew-feed:kyero" })) as Response;
    expect(response.status).toBe(302);
    expect(await findFeedToken(db(), "kyero")).not.toBe(kyero);
    expect(await findFeedToken(db(), "meta")).toBe(meta);
  });

  it("refuse a button naming no feed, even one every object answers to, and save nothing", async () => {
    const before = await settingsRows();
    for (const intent of [
      "renew-feed:toString",
      "renew-feed:__proto__",
      "renew-feed:listings",
      "renew-feed:",
    ]) {
      const refused = unwrap(
        await post({ ...FORM, kesRate: "140", intent }).catch((error: unknown) => error),
      );
      expect(refused, intent).toEqual({ value: "Unknown request", status: 400 });
    }
    expect(await settingsRows()).toEqual(before);
  });
});
