// The form a visitor books a viewing with on a listing's page; free of zod, which stays on the server.
import { emailAddressField } from "./email";
import { choiceField, textField } from "./form-fields";
import type { Translate } from "./translate";
import type { HoldRefusal } from "./viewing-holds";

/** The fragment of the listing page the booking form sits at. */
export const VIEWING_ANCHOR = "viewing";

export const viewingBookingFields = {
  slot: choiceField({ name: "slot", label: "Choose a time" }),
  name: textField({
    name: "name",
    label: "Name",
    autoComplete: "name",
    required: "Please enter your name",
    maxLength: 60,
    tooLong: () => "Please keep your name under 60 characters",
  }),
  phone: textField({
    name: "phone",
    label: "Phone",
    type: "tel",
    autoComplete: "tel",
    inputMode: "tel",
    required: "Please enter a phone number like 0712 345 678 or +254 712 345 678",
    maxLength: 30,
    tooLong: () => "That phone number is too long",
  }),
  email: emailAddressField({ optional: true }),
};

export type ViewingBookingField = keyof typeof viewingBookingFields;
export type ViewingBookingValues = Record<ViewingBookingField, string>;

/** What the booking form answers, with everything typed kept when it is refused. */
export type ViewingBookingResult =
  | {
      status: "booked";
      reference: string;
      name: string;
      startsAt: string;
      email: string | null;
      /**
       * What became of the e-mail to the visitor: sent, not sent since that mailbox has had its
       * share of the site's e-mails this hour, or none (no address given, or e-mail is off).
       */
      emailed: "sent" | "mailbox-limited" | "none";
      /** The mobile (masked) texted the details, when texts are on; null when none is. */
      textedTo: string | null;
      /** The booking's cancel link, which its page offers with the calendar file. */
      cancelPath: string;
    }
  | { status: "invalid"; values: ViewingBookingValues; errors: Partial<Record<ViewingBookingField, string>> }
  /** The last place of the chosen slot went to someone else a moment before. */
  | { status: "taken"; values: ViewingBookingValues }
  /** One of the visitor's allowances of bookings is used (see viewing-holds.ts). */
  | { status: "refused"; values: ViewingBookingValues; refusal: HoldRefusal }
  | { status: "limited"; values: ViewingBookingValues; minutesToWait: number }
  /**
   * The place is held while the visitor types the code texted to `mobile` (shown masked) on
   * the page at `codePath`, for `minutes`; only then is the booking made.
   */
  | { status: "code-sent"; codePath: string; mobile: string; startsAt: string; minutes: number };

/** What the page a booking's code is typed on answers. */
export type ViewingCodeResult =
  | Extract<ViewingBookingResult, { status: "booked" }>
  | { status: "wrong"; triesLeft: number; typed: string }
  /** The code lapsed, was tried too often, or the booking was made already. */
  | { status: "gone" }
  | { status: "limited"; minutesToWait: number };

/** The refusal of a number a code cannot be texted to, while the office asks for codes. */
export const NOT_A_KENYAN_MOBILE =
  "Please give a Kenyan mobile number: we text it a code that confirms the booking";

/** The slot sent that is not (or no longer) one offered. */
export const SLOT_NOT_OFFERED = "Please choose one of the times shown";

/** The moment of a viewing as people say it in `locale`: `Friday, 27 November, 09:00`. */
export function viewingMoment(startsAt: string, locale: string): string {
  return `${viewingDay(startsAt, locale)}, ${viewingTime(startsAt)}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The date of a viewing in Nairobi as people say it in `locale`: `Friday, 27 November`. */
export function viewingDay(timestamp: string, locale: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: "long",
      day: "numeric",
      month: "long",
      timeZone: "Africa/Nairobi",
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(timestamp));
}

const nairobiClock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Africa/Nairobi",
});

/** The start of a viewing in Nairobi, `09:00`. */
export function viewingTime(timestamp: string): string {
  return nairobiClock.format(new Date(timestamp));
}

/** A booking's place: the listing's name and where it is. */
export function viewingPlace(listing: { name: string; location: string; city: string }): string {
  return `${listing.name}, ${listing.location}, ${listing.city}`;
}

/** What the listing page tells a visitor whose slot was just taken. */
export function slotTakenNotice(t: Translate): string {
  return t("Sorry, someone has just taken the last place at that time. Please choose another time.");
}

/** The cancel link's token: 32 random bytes, base64url. */
export const VIEWING_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const viewingCancelPath = (token: string) => `/viewing/cancel/${token}`;

/** The calendar file of the booking a cancel link opens. */
export const viewingCalendarPath = (cancelPath: string) => `${cancelPath}/viewing.ics`;
