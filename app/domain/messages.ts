const nairobiTime = new Intl.DateTimeFormat("en-KE", {
  timeZone: "Africa/Nairobi",
  dateStyle: "medium",
  timeStyle: "short",
});

/** A moment (when a message came, when a device was last seen) in Nairobi time: `22 Nov 2026, 03:15`. */
export function formatReceived(isoTime: string): string {
  return nairobiTime.format(new Date(isoTime));
}

/** A positive whole number from a URL (`?page=`, `:id`), or null. */
export function parsePositiveInteger(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}
