// A viewing as a calendar entry (RFC 5545) that mail programs offer to add, update or remove:
// its own time zone, Africa/Nairobi, so that it shows at the office's hour wherever it is read.
import { NAIROBI_OFFSET_MS } from "./dates";

export interface CalendarViewing {
  /** Stays the same through every change of one booking, so that each e-mail updates one entry. */
  uid: string;
  /** Counts the changes: a calendar keeps the entry with the highest. */
  sequence: number;
  /** REQUEST adds or updates the entry, CANCEL removes it. */
  method: "REQUEST" | "CANCEL";
  /** Whether the office has confirmed it (TENTATIVE until then). */
  confirmed: boolean;
  startsAt: string;
  endsAt: string;
  /** When the entry is written, which the calendar compares. */
  stamp: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  organizer: { name: string; address: string };
  attendee: { name: string; address: string };
}

const MAX_LINE_OCTETS = 75;
const utf8 = new TextEncoder();

/** `20261127T090000` in Nairobi's wall time. */
const nairobiDateTime = (timestamp: string) =>
  new Date(Date.parse(timestamp) + NAIROBI_OFFSET_MS).toISOString().replace(/[-:]/g, "").slice(0, 15);

/** `20261126T120000Z` in UTC. */
const utcDateTime = (moment: Date) => `${moment.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/** A TEXT value with its backslashes, semicolons, commas and line breaks escaped. */
export function calendarText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A quoted parameter value (a name): its double quotes, which it cannot hold, taken out. */
const parameterText = (value: string) => `"${value.replace(/["\r\n]/g, "")}"`;

/** A content line folded into lines of at most 75 octets, never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  for (const character of line) {
    const size = utf8.encode(character).length;
    // Continuation lines start with a space, which counts.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(part);
      part = "";
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join("\r\n ");
}

/** The calendar file of one viewing, with CRLF line endings. */
export function viewingCalendar(viewing: CalendarViewing): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Makazi//Viewings//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${viewing.method}`,
    "BEGIN:VTIMEZONE",
    "TZID:Africa/Nairobi",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0300",
    "TZOFFSETTO:+0300",
    "TZNAME:EAT",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${viewing.uid}`,
    `SEQUENCE:${viewing.sequence}`,
    `DTSTAMP:${utcDateTime(viewing.stamp)}`,
    `DTSTART;TZID=Africa/Nairobi:${nairobiDateTime(viewing.startsAt)}`,
    `DTEND;TZID=Africa/Nairobi:${nairobiDateTime(viewing.endsAt)}`,
    `SUMMARY:${calendarText(viewing.summary)}`,
    `LOCATION:${calendarText(viewing.location)}`,
    `DESCRIPTION:${calendarText(viewing.description)}`,
    `URL:${viewing.url}`,
    `STATUS:${viewing.method === "CANCEL" ? "CANCELLED" : viewing.confirmed ? "CONFIRMED" : "TENTATIVE"}`,
    `ORGANIZER;CN=${parameterText(viewing.organizer.name)}:mailto:${viewing.organizer.address}`,
    `ATTENDEE;CN=${parameterText(viewing.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${viewing.attendee.address}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
