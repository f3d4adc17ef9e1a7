const nairobiDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Africa/Nairobi",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The date in Nairobi at `now`, as `YYYY-MM-DD`: the date a new listing is listed on. */
export function todayInNairobi(now: Date): string {
  return nairobiDate.format(now);
}
