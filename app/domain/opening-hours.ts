import { schemaOpeningHours } from "./structured-data";
import type { Translate } from "./translate";

const SCHEMA_DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
/** A Monday: the week its days are named from. */
const A_MONDAY = Date.UTC(2026, 10, 23, 12);
const DAY_MS = 24 * 60 * 60 * 1000;

function dayName(schemaDay: string, locale: string): string {
  const offset = SCHEMA_DAYS.indexOf(schemaDay as (typeof SCHEMA_DAYS)[number]);
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
    A_MONDAY + offset * DAY_MS,
  );
}

/** `Mo-Fr` as "Monday to Friday", `Sa,Su` as "Saturday, Sunday", in the reader's language. */
function daysForPeople(days: string, locale: string, t: Translate): string {
  return days
    .split(",")
    .map((part) => {
      const [first, last] = part.split("-");
      const from = dayName(first!, locale);
      return last ? t("{{first}} to {{last}}", { first: from, last: dayName(last, locale) }) : from;
    })
    .join(", ");
}

/**
 * The office's opening hours as a visitor reads them: written in schema.org's way for search
 * engines (`Mo-Fr 08:30-17:00; Sa 09:00-13:00`), they are spelled out in the reader's language
 * ("Monday to Friday 08:30–17:00; Saturday 09:00–13:00"); written for people, they are left as
 * they are.
 */
export function openingHoursForPeople(text: string, locale: string, t: Translate): string {
  const lines = schemaOpeningHours(text);
  if (!lines) return text;
  return lines
    .map((line) => {
      const [days, hours] = line.split(" ");
      return `${daysForPeople(days!, locale, t)} ${hours!.replace("-", "–")}`;
    })
    .join("; ");
}
