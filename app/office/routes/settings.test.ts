import { beforeEach, describe, expect, it } from "vitest";
import {
  findNotificationAddress,
  findSettings,
  saveNotificationAddress,
  saveSettings,
} from "~/data/settings.server";
import { DEFAULT_SETTINGS } from "~/domain/settings";
import { addAccounts } from "~/testing/accounts.server";
import { expectAdminOnly, followRedirect, signedInHeaders } from "~/testing/admin-session.server";
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
    await expectAdminOnly(site(), "/settings", (headers) =>
      settings.loader(routeArgs(site(), "/settings", { headers })),
    );
    await expectAdminOnly(site(), "/settings", (headers) => post({ ...FORM, kesRate: "1" }, headers));
    expect((await findSettings(db())).kesRate).toBe(125);
  });

  it("shows the stored settings as form values", async () => {
    expect(await settings.loader(routeArgs(site(), "/settings", { headers: admin }))).toEqual({
      values: FORM,
      notificationAddress: "",
      emailOn: false,
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
        confirmation: "Settings saved",
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
    expect(unwrap(await post(typed))).toEqual({
      status: 400,
      value: {
        form: "settings",
        values: typed,
        errors: {
          kesRate: "Please enter a number, such as 125 or 129,50",
          mortgageRate: "The mortgage rate must be from 0 to 30 per cent",
          whatsappNumber:
            "Please enter the WhatsApp number as a Kenyan number, such as 0722 000 111, +254 722 000 111 or 020 234 5678, or leave it empty",
          contactEmail: "Please enter a valid e-mail address, like name@example.com, or leave it empty",
          facebookUrl: "Please enter the full Facebook address starting with https://, or leave it empty",
        },
      },
    });
    expect(unwrap(await post({ ...FORM, kesRate: "0" })).value).toMatchObject({
      errors: { kesRate: "The rate must be more than 0" },
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
        confirmation: "Address for new messages saved",
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

  it("refuses a notification address that is not one address, with a message, keeping what was typed", async () => {
    await saveNotificationAddress(db(), "office@makazi.co.ke");
    for (const typed of [
      "office@makazi.co.ke, sales@makazi.co.ke",
      "office@makazi.co.ke\r\nBcc: x@example.com",
      "office",
    ]) {
      expect(unwrap(await post({ intent: "notification-address", notificationEmail: typed }))).toEqual({
        status: 400,
        value: {
          form: "notification-address",
          values: { notificationEmail: typed },
          errors: {
            notificationEmail:
              "Please enter one e-mail address, like office@example.co.ke, or leave it empty to send none",
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
});
