// The code texted to a visitor's phone before their booking is made: six digits, good for ten
// minutes and five tries, a few an hour to one number.
export const BOOKING_CODE_DIGITS = 6;

/** How long a code holds its booking's place: long enough for a text on a slow network. */
export const BOOKING_CODE_MINUTES = 10;

/** Wrong codes before the booking is let go: a guess has 5 chances in a million. */
export const BOOKING_CODE_TRIES = 5;

/** Codes texted to one number in an hour at most, so that no one can text a stranger's phone without end. */
export const BOOKING_CODES_PER_NUMBER = { max: 3, windowMs: 60 * 60 * 1000 } as const;

/** The code as typed, spaces and dashes left out (`123 456`); null when it is not six digits. */
export function typedBookingCode(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${BOOKING_CODE_DIGITS}}$`).test(digits) ? digits : null;
}

/** The number a code went to, as the page shows it: `+254 712 ••• 678`. */
export function maskedMobile(mobile: string): string {
  const national = mobile.replace(/^\+254/, "");
  return `+254 ${national.slice(0, 3)} ••• ${national.slice(6)}`;
}

/** The address of the page the code is typed on. */
export const bookingCodePath = (token: string) => `/viewing/code/${token}`;
