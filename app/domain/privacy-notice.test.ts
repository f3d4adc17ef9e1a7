import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { DEFAULT_RETENTION_DAYS } from "./personal-data";
import { periodText, privacyNotice, type PrivacyNoticeFacts } from "./privacy-notice";

const FACTS: PrivacyNoticeFacts = {
  office: "Savannah Homes",
  registration: "",
  days: DEFAULT_RETENTION_DAYS,
  mailHost: null,
};
const english = translatorFor("en").t;
const kiswahili = translatorFor("sw").t;

describe("the privacy notice", () => {
  it("names the office as the controller, and its registration only when it has one", () => {
    const notice = privacyNotice(FACTS, english);
    expect(notice.controller).toMatch(/^Savannah Homes decides how the personal data .* data controller\.$/);
    expect(notice.registration).toBeNull();
    expect(privacyNotice({ ...FACTS, registration: "ODPC/DC/0421" }, english).registration).toBe(
      "Registered with the Office of the Data Protection Commissioner as ODPC/DC/0421.",
    );
  });

  it("says how long each kind of visitor's data is kept, from the office's periods", () => {
    const kept = (days = DEFAULT_RETENTION_DAYS) =>
      privacyNotice({ ...FACTS, days }, english).kinds.map((kind) => kind.kept);
    expect(kept()).toEqual([
      "1 year after it came in",
      "6 months after the viewing",
      "While the alert runs; 7 days if you never confirm it; 1 month after it ends.",
      "3 months after it was last checked",
      "3 months after the day they were counted",
      "3 months at most",
      "1 month after it was sent",
    ]);
    expect(kept({ ...DEFAULT_RETENTION_DAYS, messages: 45, viewings: 1 }).slice(0, 2)).toEqual([
      "45 days after it came in",
      "1 day after the viewing",
    ]);
  });

  it("gives each kind a purpose and its ground, consent where alerts are concerned", () => {
    const { kinds } = privacyNotice(FACTS, english);
    for (const kind of kinds) expect([kind.what, kind.why, kind.ground].every(Boolean)).toBe(true);
    expect(kinds.find((kind) => kind.what.startsWith("Search alerts"))!.ground).toMatch(/^Your consent/);
    expect(kinds[0]!.ground).toMatch(/^Your request/);
  });

  it("names the mail service that carries e-mails when the site sends them", () => {
    expect(privacyNotice(FACTS, english).recipients).toHaveLength(1);
    expect(privacyNotice({ ...FACTS, mailHost: "smtp.example.co.ke" }, english).recipients[1]).toBe(
      "The office's mail service, at smtp.example.co.ke, which carries the e-mails to you.",
    );
  });

  it("says that visitors get no cookie, and how to use their rights and complain", () => {
    const notice = privacyNotice(FACTS, english);
    expect(notice.cookies).toMatch(/^This site sets no cookie when you visit/);
    expect(notice.rights).toMatch(/a copy .* corrected or erased.* within 7 days/);
    expect(notice.complaint).toMatch(/Office of the Data Protection Commissioner/);
  });

  it("reads wholly in Kiswahili, periods included", () => {
    const notice = privacyNotice(
      { ...FACTS, registration: "ODPC/DC/0421", mailHost: "smtp.example.co.ke" },
      kiswahili,
    );
    expect(notice.controller).toMatch(/^Savannah Homes huamua .* mdhibiti wa data\.$/);
    expect(notice.registration).toBe(
      "Imesajiliwa na Ofisi ya Kamishna wa Ulinzi wa Data kwa namba ODPC/DC/0421.",
    );
    expect(notice.kinds.map((kind) => kind.kept).slice(0, 3)).toEqual([
      "mwaka 1 baada ya kupokelewa",
      "miezi 6 baada ya ziara",
      "Wakati arifa inaendelea; siku 7 usipoithibitisha; mwezi 1 baada ya kuisha.",
    ]);
    const english = privacyNotice(FACTS, translatorFor("en").t);
    const texts = (notice: typeof english) =>
      [
        notice.controller,
        notice.cookies,
        notice.photos,
        notice.rights,
        notice.complaint,
        ...notice.recipients,
      ].concat(notice.kinds.flatMap((kind) => [kind.what, kind.why, kind.ground, kind.kept]));
    const swahiliTexts = texts(notice);
    for (const text of texts(english)) expect(swahiliTexts).not.toContain(text);
  });
});

describe("periods in words", () => {
  it("counts in years, months or days, whichever is whole, in both languages", () => {
    expect([365, 730, 30, 180, 1, 45, 90].map((days) => periodText(days, english))).toEqual([
      "1 year",
      "2 years",
      "1 month",
      "6 months",
      "1 day",
      "45 days",
      "3 months",
    ]);
    expect([365, 730, 30, 180, 1, 45].map((days) => periodText(days, kiswahili))).toEqual([
      "mwaka 1",
      "miaka 2",
      "mwezi 1",
      "miezi 6",
      "siku 1",
      "siku 45",
    ]);
  });
});
