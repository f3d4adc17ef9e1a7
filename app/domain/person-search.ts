// Finding one person's data for a request under Kenya's Data Protection Act: by the phone number
// they give, however they write it, or by their e-mail address.
import { z } from "zod";
import { phoneNumberDigits } from "./phone";

/** Whom the office looks for: a phone number's international digits, or a lower-cased address. */
export type PersonKey = { by: "phone"; digits: string } | { by: "email"; address: string };

/** Everything the site keeps about one person, kind by kind. */
export interface PersonRecords {
  messages: {
    id: number;
    createdAt: string;
    name: string;
    email: string | null;
    phone: string | null;
    message: string;
    listing: string | null;
    reportReason: string | null;
  }[];
  viewings: {
    id: number;
    reference: string;
    startsAt: string;
    status: string;
    name: string;
    phone: string;
    email: string | null;
    listing: string;
    createdAt: string;
  }[];
  alerts: {
    id: number;
    email: string;
    search: string;
    frequency: string;
    status: string;
    language: string;
    askedAt: string;
    confirmedAt: string | null;
    endedAt: string | null;
  }[];
  emails: {
    id: number;
    kind: string;
    recipient: string;
    status: string;
    createdAt: string;
    sentAt: string | null;
  }[];
  checkedNumbers: { number: string; checks: number; firstCheckedAt: string; lastCheckedAt: string }[];
}

/** How many rows of each kind were found or erased. */
export type PersonCounts = { [Kind in keyof PersonRecords]: number };

export const PERSON_SEARCH_MAX_LENGTH = 254;

export const PERSON_SEARCH_HELP =
  "Please enter a whole phone number, such as 0722 000 111 or +254 722 000 111, or an e-mail address";

/** The person a typed search stands for, or why it stands for none. */
export function readPersonKey(typed: string): { key: PersonKey } | { problem: string } {
  const text = typed.trim();
  if (text === "") return { problem: PERSON_SEARCH_HELP };
  if (text.length > PERSON_SEARCH_MAX_LENGTH) {
    return {
      problem: `Please enter one phone number or one e-mail address, under ${PERSON_SEARCH_MAX_LENGTH} characters`,
    };
  }
  if (text.includes("@")) {
    return z.email().safeParse(text).success
      ? { key: { by: "email", address: text.toLowerCase() } }
      : { problem: "Please enter a valid e-mail address, like name@example.com" };
  }
  const digits = phoneNumberDigits(text);
  return digits ? { key: { by: "phone", digits } } : { problem: PERSON_SEARCH_HELP };
}

/** The last nine digits, which every way of writing a Kenyan number ends with: how stored numbers are first narrowed. */
export const phoneTail = (digits: string) => digits.slice(-9);

/** Whether a number stored as typed (`0722 000 111`, `+254-722…`) is the person's. */
export function isPersonsPhone(stored: string | null, key: PersonKey): boolean {
  return key.by === "phone" && stored !== null && phoneNumberDigits(stored) === key.digits;
}

/** Whether a stored address is the person's, in any case. */
export function isPersonsEmail(stored: string | null, key: PersonKey): boolean {
  return key.by === "email" && stored !== null && stored.trim().toLowerCase() === key.address;
}

/** What the office calls the person it found, for the page and never the audit log. */
export const personKeyText = (key: PersonKey) => (key.by === "phone" ? `+${key.digits}` : key.address);

/** The name of the field that says whom the office looks for. */
export const PERSON_FIELD = "person";

/** Counts in words for the audit log and the confirmation: `2 messages, 1 viewing booking…`. */
export function countsInWords(counts: PersonCounts): string {
  const words: [keyof PersonCounts, string, string][] = [
    ["messages", "message", "messages"],
    ["viewings", "viewing booking", "viewing bookings"],
    ["alerts", "search alert", "search alerts"],
    ["emails", "e-mail", "e-mails"],
    ["checkedNumbers", "checked number", "checked numbers"],
  ];
  return words.map(([kind, one, many]) => `${counts[kind]} ${counts[kind] === 1 ? one : many}`).join(", ");
}
