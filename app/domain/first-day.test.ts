import { describe, expect, it } from "vitest";
import { type FirstDayProgress, firstDaySteps, firstDayUnfinished } from "./first-day";

const NEW_SITE: FirstDayProgress = {
  named: false,
  hasLogo: false,
  whatsappNumber: false,
  contactPhone: false,
  credentials: false,
  viewingHours: false,
  listings: 0,
  feeds: false,
  emailSending: false,
  notificationAddress: false,
};

const SET_UP: FirstDayProgress = {
  named: true,
  hasLogo: true,
  whatsappNumber: true,
  contactPhone: true,
  credentials: true,
  viewingHours: true,
  listings: 12,
  feeds: false,
  emailSending: true,
  notificationAddress: true,
};

describe("the first day's checklist", () => {
  it("on a new site, has every step to do, each linking to where it is done, listings by import", () => {
    const steps = firstDaySteps(NEW_SITE);
    expect(steps.every((step) => !step.done)).toBe(true);
    expect(steps.map((step) => step.to)).toEqual([
      "/your-site",
      "/settings",
      "/settings#credentials-heading",
      "/settings#viewing-hours-heading",
      "/import",
      "/settings#feeds-heading",
      "/settings#notifications-heading",
    ]);
    expect(firstDayUnfinished(steps)).toBe(true);
  });

  it("goes once every step that matters is done; feeds are for those who want them", () => {
    expect(firstDayUnfinished(firstDaySteps(SET_UP))).toBe(false);
    for (const step of [
      "named",
      "hasLogo",
      "whatsappNumber",
      "credentials",
      "viewingHours",
      "notificationAddress",
    ] as const) {
      expect(firstDayUnfinished(firstDaySteps({ ...SET_UP, [step]: false })), step).toBe(true);
    }
    expect(firstDayUnfinished(firstDaySteps({ ...SET_UP, listings: 0 }))).toBe(true);
  });

  it("says e-mail waits on whoever runs the server when it cannot send", () => {
    const email = firstDaySteps({ ...SET_UP, emailSending: false }).at(-1)!;
    expect(email.done).toBe(false);
    expect(email.hint).toContain("SMTP_URL");
  });
});
