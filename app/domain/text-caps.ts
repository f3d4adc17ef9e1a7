// What the office lets the site spend on text messages: at most so many a day and a month, and
// the numbers texts to the office go to.
import { kenyanMobileNumber } from "./sms";

/** The most texts sent in a day and in a month (in Nairobi); beyond them texts wait. */
export interface TextCaps {
  daily: number;
  monthly: number;
}

/** Small, so that a site that turns texts on cannot run up a bill before the office looks. */
export const DEFAULT_TEXT_CAPS: TextCaps = { daily: 50, monthly: 500 };

export const TEXT_CAP_LIMITS = {
  daily: { min: 0, max: 100_000 },
  monthly: { min: 0, max: 1_000_000 },
} as const;

/** The office's texting settings, in their own section of /settings. */
export interface TextSettings {
  caps: TextCaps;
  /** The number texted for each new message and booking (`+2547…`); empty for none. */
  officeNumber: string;
  /** Whether a listing's agent is texted of its messages and bookings too, at the mobile in their details. */
  textAgents: boolean;
  /** Whether a booking is made only once the code texted to its phone is typed. */
  bookingCodes: boolean;
}

export const DEFAULT_TEXT_SETTINGS: TextSettings = {
  caps: DEFAULT_TEXT_CAPS,
  officeNumber: "",
  textAgents: false,
  bookingCodes: true,
};

/**
 * The mobiles texted of a new booking or message: the office's own, and the listing's agent's
 * when the office asks for it; each once.
 */
export function officeTextRecipients(
  { officeNumber, textAgents }: Pick<TextSettings, "officeNumber" | "textAgents">,
  agentMobile: string | null,
): string[] {
  const mobiles = [kenyanMobileNumber(officeNumber), textAgents ? agentMobile : null];
  return [...new Set(mobiles.filter((mobile) => mobile !== null))];
}

/** Which cap holds texts back now, given what was sent; null while there is room under both. */
export function capReached(
  caps: TextCaps,
  { today, thisMonth }: { today: number; thisMonth: number },
): "daily" | "monthly" | null {
  if (thisMonth >= caps.monthly) return "monthly";
  if (today >= caps.daily) return "daily";
  return null;
}

/** What each kind of text tells, as the office's list names it. */
export const TEXT_KIND_LABELS: Record<string, string> = {
  "message-to-office": "New message",
  "viewing-to-office": "New booking",
  "viewing-code": "Code to book",
  "viewing-booked": "Booking received",
  "viewing-confirmed": "Viewing confirmed",
  "viewing-declined": "Viewing declined",
  "viewing-moved": "Viewing moved",
  "viewing-cancelled": "Viewing cancelled",
  "viewing-reminder": "Reminder, the day before",
};

/** A text's columns that say where it stands. */
export interface TextStanding {
  status: string;
  attempts: number;
  gatewayStatus: string | null;
  lastError: string | null;
  cost: string | null;
}

/** Where a text stands, in the office's words, with the gateway's own where it gave one. */
export function textStandingWords(text: TextStanding): string {
  switch (text.status) {
    case "sent":
      return `Sent · ${text.gatewayStatus ?? "accepted"}${text.cost ? ` · ${text.cost}` : ""}`;
    case "unconfirmed":
      return `Not confirmed: ${text.lastError ?? "the gateway did not answer"}. It is not sent again, so that it never arrives twice.`;
    case "failed":
      return `Failed after ${text.attempts} ${text.attempts === 1 ? "attempt" : "attempts"}: ${text.lastError ?? "no answer"}`;
    case "dropped":
      return "Not sent: the booking it told of is gone";
    default:
      return text.lastError
        ? `Retrying (${text.attempts} ${text.attempts === 1 ? "attempt" : "attempts"} so far): ${text.lastError}`
        : "Waiting to go";
  }
}
