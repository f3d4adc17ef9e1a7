// The privacy notice visitors read at /privacy: who keeps their data, what, why, on what ground,
// who receives it, how long and how to use their rights, written from the office's settings and
// from the register the daily erasure follows (personal-data.ts), in the visitor's language.
import { type Ground, type KeptKind, periodOf, type RetentionDays } from "./personal-data";
import { UNCONFIRMED_ALERT_KEPT_MS } from "./search-alerts";
import type { Translate } from "./translate";
import { DAY_MS } from "./dates";

export interface PrivacyNoticeFacts {
  /** The office's name: the data controller. */
  office: string;
  /** The office's registration number with the Data Protection Commissioner; empty when not given. */
  registration: string;
  days: RetentionDays;
  /** The mail server's host; null when the site sends no e-mail. */
  mailHost: string | null;
}

export interface NoticeKind {
  what: string;
  why: string;
  ground: string;
  kept: string;
}

export interface PrivacyNotice {
  controller: string;
  registration: string | null;
  kinds: NoticeKind[];
  recipients: string[];
  cookies: string;
  photos: string;
  rights: string;
  complaint: string;
}

/** The grounds of personal-data.ts in a visitor's words. */
const GROUND_WORDS: Record<Exclude<Ground, "contract" | "obligation">, string> = {
  request:
    "Your request: it is needed to do what you asked, before any tenancy or sale (section 30 of the Act).",
  consent:
    "Your consent, given when you confirm the alert by e-mail; withdraw it at any time with the link in every alert.",
  interests:
    "The office's legitimate interest in a safe and useful site, which does not override your rights.",
  carried: "The same ground as what the e-mail is about.",
};

/** What each kind of the register that visitors give holds, and why, in their words. */
const VISITORS_KINDS = [
  {
    kind: "messages",
    what: "Messages, enquiries about a listing and reports of a listing: your name, phone number, e-mail address and what you write.",
    why: "To answer you.",
    ground: "request",
    from: "{{period}} after it came in",
  },
  {
    kind: "viewings",
    what: "Viewing bookings: your name, phone number, your e-mail address if you give it, and the time you chose.",
    why: "To arrange the viewing, remind you of it and let you cancel it.",
    ground: "request",
    from: "{{period}} after the viewing",
  },
  {
    kind: "checkedNumbers",
    what: "Numbers checked on “Is this really us?” that are not the office's.",
    why: "To warn other visitors of numbers used in the office's name.",
    ground: "interests",
    from: "{{period}} after it was last checked",
  },
  {
    kind: "searches",
    what: "Searches that found nothing: the words and filters, counted by day and not linked to you.",
    why: "To learn what visitors look for and do not find.",
    ground: "interests",
    from: "{{period}} after the day they were counted",
  },
  {
    kind: "signIns",
    what: "Your network address, while it counts how many messages one connection sends.",
    why: "To keep the site safe from floods of messages.",
    ground: "interests",
    from: "{{period}} at most",
  },
  {
    kind: "sentEmails",
    what: "E-mails the site sends you: your address and the e-mail.",
    why: "To send the e-mails above and know that they went.",
    ground: "carried",
    from: "{{period}} after it was sent",
  },
] as const satisfies readonly { kind: KeptKind; ground: Ground; what: string; why: string; from: string }[];

/** `90 days`, `6 months`, `1 year`, in the visitor's language. */
export function periodText(days: number, t: Translate): string {
  const { count, unit } = periodOf(days);
  if (unit === "year") return t("{{count}} years", { count });
  if (unit === "month") return t("{{count}} months", { count });
  return t("{{count}} days", { count });
}

export function privacyNotice(facts: PrivacyNoticeFacts, t: Translate): PrivacyNotice {
  const kinds: NoticeKind[] = VISITORS_KINDS.map((entry) => ({
    what: t(entry.what),
    why: t(entry.why),
    ground: t(GROUND_WORDS[entry.ground]),
    kept: t(entry.from, { period: periodText(facts.days[entry.kind], t) }),
  }));
  kinds.splice(2, 0, {
    what: t("Search alerts: your e-mail address and the search you chose."),
    why: t("To send you the new listings you asked for."),
    ground: t(GROUND_WORDS.consent),
    kept: t("While the alert runs; {{unconfirmed}} if you never confirm it; {{ended}} after it ends.", {
      unconfirmed: periodText(UNCONFIRMED_ALERT_KEPT_MS / DAY_MS, t),
      ended: periodText(facts.days.endedAlerts, t),
    }),
  });
  return {
    controller: t(
      "{{office}} decides how the personal data this site collects is used: under Kenya's Data Protection Act, 2019, it is the data controller.",
      { office: facts.office },
    ),
    registration: facts.registration
      ? t("Registered with the Office of the Data Protection Commissioner as {{number}}.", {
          number: facts.registration,
        })
      : null,
    kinds,
    recipients: [
      t(
        "The office's people who answer you. The office does not sell your data or give it to others to sell to you.",
      ),
      ...(facts.mailHost
        ? [
            t("The office's mail service, at {{host}}, which carries the e-mails to you.", {
              host: facts.mailHost,
            }),
          ]
        : []),
    ],
    cookies: t(
      "This site sets no cookie when you visit, so it asks for no consent to cookies. The listings you save, and the language and currency you choose, are kept in your own browser. Only the office's people get a cookie, to stay signed in.",
    ),
    photos: t(
      "Listing photos show property, not people: the office keeps faces and number plates out of them.",
    ),
    rights: t(
      "You may ask for a copy of what the office holds about you, have it corrected or erased, object to its use, and withdraw your consent to alerts. Ask by e-mail, by phone or with the contact form: the office answers within 7 days.",
    ),
    complaint: t(
      "If the answer does not satisfy you, you may complain to the Office of the Data Protection Commissioner.",
    ),
  };
}
