import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type CalendarViewing, foldLine, viewingCalendar } from "./viewing-calendar";

const viewing: CalendarViewing = {
  uid: "V-7KQ2MX@makazi.co.ke",
  sequence: 2,
  method: "REQUEST",
  confirmed: true,
  startsAt: "2026-11-27T06:00:00.000Z",
  endsAt: "2026-11-27T07:00:00.000Z",
  stamp: new Date("2026-11-26T12:34:56Z"),
  summary: "Viewing: Kileleshwa Flat, MK-1042",
  location: "Mandera Road; Kileleshwa, Nairobi",
  description: "Reference V-7KQ2MX.\nBring your ID\\passport; we meet at the gate, by the guard's hut.",
  url: "https://makazi.co.ke/properties/kileleshwa-flat",
  organizer: { name: "Makazi", address: "office@makazi.co.ke" },
  attendee: { name: 'Wanjiru "Shiru" Kamau', address: "wanjiru@example.co.ke" },
};

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, event, details: new ICAL.Event(event) };
}

describe("a viewing's calendar file", () => {
  const text = viewingCalendar(viewing);

  it("is read by a calendar parser as the viewing, at its time in Nairobi", () => {
    const { calendar, event, details } = parsed(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(details.uid).toBe("V-7KQ2MX@makazi.co.ke");
    expect(details.sequence).toBe(2);
    expect(details.summary).toBe(viewing.summary);
    expect(details.location).toBe(viewing.location);
    expect(details.description).toBe(viewing.description);
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Africa/Nairobi");
    expect(details.startDate.toString()).toBe("2026-11-27T09:00:00");
    expect(details.endDate.toString()).toBe("2026-11-27T10:00:00");
    expect(event.getFirstPropertyValue("dtstamp")!.toString()).toBe("2026-11-26T12:34:56Z");
    expect(event.getFirstProperty("attendee")!.getParameter("cn")).toBe("Wanjiru Shiru Kamau");
  });

  it("carries its time zone, so that the start is 06:00 UTC wherever it is read", () => {
    const { calendar, details } = parsed(text);
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
    expect(zone.tzid).toBe("Africa/Nairobi");
    details.startDate.zone = zone;
    expect(details.startDate.toUnixTime()).toBe(Date.parse(viewing.startsAt) / 1000);
  });

  it("has CRLF line endings and lines of at most 75 octets", () => {
    const long = viewingCalendar({ ...viewing, description: "Nyumba ya kupendeza na bustani — ".repeat(8) });
    expect(long.endsWith("\r\n")).toBe(true);
    expect(long.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = long.split("\r\n");
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parsed(long).details.description).toBe("Nyumba ya kupendeza na bustani — ".repeat(8));
  });

  it("says CANCEL and CANCELLED when the viewing is off", () => {
    const { calendar, event } = parsed(viewingCalendar({ ...viewing, method: "CANCEL" }));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
  });
});

describe("folding a line", () => {
  it("never cuts a character in two", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(60)}`);
    for (const line of folded.split("\r\n")) {
      expect(Buffer.from(line, "utf8").toString("utf8")).toBe(line);
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"é".repeat(60)}`);
  });
});
