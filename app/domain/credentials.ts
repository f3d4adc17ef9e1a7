// The office's credentials, which a house hunter can check before paying anyone: its
// registration with the Estate Agents Registration Board, its practising certificate, its
// opening hours and the one M-Pesa number it takes payments to.
import type { Translate } from "./translate";

/** How the office takes M-Pesa payments: a paybill (with an account) or a till (Buy Goods). */
export const PAYMENT_KINDS = ["paybill", "till"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const isPaymentKind = (value: string): value is PaymentKind =>
  (PAYMENT_KINDS as readonly string[]).includes(value);

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  paybill: "M-Pesa paybill",
  till: "M-Pesa till (Buy Goods)",
};

export interface OfficeCredentials {
  /** The Estate Agents Registration Board's registration number, as the board wrote it. */
  registrationNumber: string;
  /** The year of the current practising certificate (`2026`), or empty. */
  certificateYear: string;
  /** When the office is open, as the administrator writes it: `Mon–Fri 8:30–17:00, Sat 9:00–13:00`. */
  openingHours: string;
  /** The official M-Pesa number and its kind; both empty when the office gave none. */
  paymentKind: PaymentKind | "";
  paymentNumber: string;
}

export const DEFAULT_CREDENTIALS: OfficeCredentials = {
  registrationNumber: "",
  certificateYear: "",
  openingHours: "",
  paymentKind: "",
  paymentNumber: "",
};

/**
 * A paybill or till number as its digits, or null when it is none: M-Pesa numbers are 5 to 7
 * digits (`222 111`, `400-200`); spaces and dashes are ignored.
 */
export function paymentNumberDigits(text: string): string | null {
  const digits = text.trim().replace(/[\s-]/g, "");
  return /^\d{5,7}$/.test(digits) ? digits : null;
}

/** The official M-Pesa number, or null when the office named none. */
export function officialPayment(
  credentials: OfficeCredentials,
): { kind: PaymentKind; number: string } | null {
  return credentials.paymentKind && credentials.paymentNumber
    ? { kind: credentials.paymentKind, number: credentials.paymentNumber }
    : null;
}

/** The plain rule a house hunter holds the office to, from its credentials. */
export function paymentRule(credentials: OfficeCredentials, t: Translate): string {
  const payment = officialPayment(credentials);
  if (!payment) {
    return t("We never ask for a fee before a viewing, and never ask you to pay to a personal number.");
  }
  return payment.kind === "paybill"
    ? t("We never ask for a fee before a viewing; we only take payments to M-Pesa paybill {{number}}.", {
        number: payment.number,
      })
    : t("We never ask for a fee before a viewing; we only take payments to M-Pesa till {{number}}.", {
        number: payment.number,
      });
}
