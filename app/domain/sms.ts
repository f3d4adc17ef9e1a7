// Text messages as phones count them: the GSM 03.38 alphabet (7 bits a letter, 160 letters in
// one part) when every character is in it, UCS-2 (70 letters) otherwise, and parts of 153 or 67
// letters once a message is split.
import { kenyanPhoneDigits } from "./phone";

/** The GSM 03.38 basic alphabet: one septet each. */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** The extension table: an escape septet and one more each. */
const GSM_EXTENDED = "^{}\\[~]|€\f";

const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export type SmsEncoding = "gsm-7" | "ucs-2";

/** A message's longest: two parts, so that no text costs more than twice one. */
export const MOST_SMS_PARTS = 2;

const ONE_PART = { "gsm-7": 160, "ucs-2": 70 } as const;
const EACH_OF_SEVERAL = { "gsm-7": 153, "ucs-2": 67 } as const;

export function smsEncoding(text: string): SmsEncoding {
  for (const character of text) {
    if (!BASIC.has(character) && !EXTENDED.has(character)) return "ucs-2";
  }
  return "gsm-7";
}

/** A message's length in its encoding's units: septets, or UTF-16 code units. */
export function smsLength(text: string): number {
  if (smsEncoding(text) === "ucs-2") return text.length;
  let septets = 0;
  for (const character of text) septets += EXTENDED.has(character) ? 2 : 1;
  return septets;
}

/** The parts a phone receives the message in, each billed as one text. */
export function smsParts(text: string): number {
  const encoding = smsEncoding(text);
  const length = smsLength(text);
  if (length <= ONE_PART[encoding]) return 1;
  return Math.ceil(length / EACH_OF_SEVERAL[encoding]);
}

/**
 * Characters people type that a text in GSM-7 cannot carry, written as the ones it can: a
 * curly quote or a dash from a word processor would otherwise cost the whole message UCS-2,
 * twice the parts.
 */
const PLAIN_EQUIVALENTS: Record<string, string> = {
  "‘": "'",
  "’": "'",
  "‚": "'",
  "“": '"',
  "”": '"',
  "„": '"',
  "–": "-",
  "—": "-",
  "…": "...",
  "\u00a0": " ",
  "\u202f": " ",
  "·": "-",
  "•": "-",
};

/** The text with typographic characters written plainly, so that it stays GSM-7 where it can. */
export function plainSmsText(text: string): string {
  return [...text].map((character) => PLAIN_EQUIVALENTS[character] ?? character).join("");
}

/**
 * The text cut at a word to fit `parts` parts, with `…` (`...` in GSM-7) where it was cut; as
 * it was when it fits already.
 */
export function fittedSmsText(text: string, parts = MOST_SMS_PARTS): string {
  if (smsParts(text) <= parts) return text;
  const ellipsis = smsEncoding(text) === "gsm-7" ? "..." : "…";
  const words = text.split(" ");
  while (words.length > 1) {
    words.pop();
    const shorter = `${words.join(" ")}${ellipsis}`;
    if (smsParts(shorter) <= parts) return shorter;
  }
  const characters = [...text];
  while (characters.length > 0 && smsParts(`${characters.join("")}${ellipsis}`) > parts) characters.pop();
  return `${characters.join("")}${ellipsis}`;
}

/**
 * A Kenyan mobile number as the gateway takes it (`+254722000111`), or null when the number is
 * not Kenyan or not a mobile one: texts go to Kenya's Safaricom, Airtel and Telkom mobiles alone.
 */
export function kenyanMobileNumber(number: string): string | null {
  const digits = kenyanPhoneDigits(number);
  return digits !== null && /^254[17]\d{8}$/.test(digits) ? `+${digits}` : null;
}
