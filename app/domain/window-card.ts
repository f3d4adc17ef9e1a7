import { z } from "zod";
import { DEFAULT_LANGUAGE, type Language, LANGUAGES, pathInLanguage } from "./language";
import { absoluteUrl } from "./site-address";

/**
 * The printed card for the office's window: a listing's photo, price, reference and contacts,
 * with a QR code to its page, on A4 or A5, in one of the site's languages.
 */

export const PAPER_SIZES = ["a4", "a5"] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export const PAPER_SIZE_LABELS: Record<PaperSize, string> = { a4: "A4", a5: "A5" };

export interface WindowCardChoice {
  /** The language of the card's words and of the address its QR code opens. */
  language: Language;
  size: PaperSize;
}

const LANGUAGE_CODES = LANGUAGES.map((language) => language.code);

const windowCardQuery = z.object({
  lang: z
    .enum(LANGUAGE_CODES, `Choose the card's language: ${LANGUAGE_CODES.join(" or ")}.`)
    .default(DEFAULT_LANGUAGE),
  size: z.enum(PAPER_SIZES, `Choose the card's paper: ${PAPER_SIZES.join(" or ")}.`).default("a4"),
});

export type WindowCardQueryResult = { choice: WindowCardChoice } | { error: string };

/** Reads `?lang=sw&size=a5`; either left out is English on A4, anything else is refused. */
export function parseWindowCardQuery(params: URLSearchParams): WindowCardQueryResult {
  const parsed = windowCardQuery.safeParse({
    lang: params.get("lang") ?? undefined,
    size: params.get("size") ?? undefined,
  });
  if (!parsed.success) return { error: parsed.error.issues[0]!.message };
  return { choice: { language: parsed.data.lang, size: parsed.data.size } };
}

/** The card's own address for a choice, defaults left out: `/window-card/<slug>?lang=sw`. */
export function windowCardHref(slug: string, { language, size }: WindowCardChoice): string {
  const params = new URLSearchParams();
  if (language !== DEFAULT_LANGUAGE) params.set("lang", language);
  if (size !== "a4") params.set("size", size);
  const query = params.toString();
  return `/window-card/${encodeURIComponent(slug)}${query ? `?${query}` : ""}`;
}

/** Where the QR code as a picture is downloaded, for a signboard. */
export function windowCardQrHref(slug: string, language: Language): string {
  const query = language === DEFAULT_LANGUAGE ? "" : `?lang=${language}`;
  return `/window-card/${encodeURIComponent(slug)}/qr.png${query}`;
}

/** The downloaded picture's name: `MK-1042-qr.png`, `MK-1042-qr-sw.png`. */
export function qrFileName(reference: string, language: Language): string {
  return `${reference}-qr${language === DEFAULT_LANGUAGE ? "" : `-${language}`}.png`;
}

/**
 * What the QR code opens: the listing's public page in the card's language, at the site's
 * configured address (`https://makazi.co.ke/sw/properties/<slug>`).
 */
export function listingAddress(siteOrigin: string, slug: string, language: Language): string {
  return absoluteUrl(siteOrigin, pathInLanguage(`/properties/${encodeURIComponent(slug)}`, language));
}
