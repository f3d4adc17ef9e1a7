/**
 * The office's own site: the name it goes by, the colour of its buttons, links and header, and
 * the words of its home page and footer in each language. Set on the office's "Your site" page.
 */
import type { Language } from "./language";
import type { Translate } from "./translate";

export interface SiteBrand {
  /** The office's name, as visitors, e-mails and feeds read it. */
  name: string;
  /** For the app icon's label and small screens; empty: the name. */
  shortName: string;
  /** `#rrggbb`, on which white text can be read. */
  colour: string;
  /** The home page's headline, in each language; empty: the site's own words. */
  headlineEn: string;
  headlineSw: string;
  /** The line under the headline. */
  taglineEn: string;
  taglineSw: string;
  /** The footer's few words about the office. */
  blurbEn: string;
  blurbSw: string;
  /** What search engines show under the home page's title. */
  descriptionEn: string;
  descriptionSw: string;
}

/** What a new site is called until the office names it: never the software's name. */
export const UNNAMED_OFFICE = "Your agency";

export const DEFAULT_BRAND: SiteBrand = {
  name: UNNAMED_OFFICE,
  shortName: "",
  colour: "#0f5132",
  headlineEn: "",
  headlineSw: "",
  taglineEn: "",
  taglineSw: "",
  blurbEn: "",
  blurbSw: "",
  descriptionEn: "",
  descriptionSw: "",
};

/** The words of the home page and footer an office may write in its own way. */
export type BrandWords = "headline" | "tagline" | "blurb" | "description";

/** The site's words where the office wrote none, in English; each has its Kiswahili. */
export const SITE_WORDS: Record<BrandWords, string> = {
  headline: "Find your place in Kenya",
  tagline:
    "Houses to buy and rent, hotels and land from Nairobi to the coast, with every price in dollars and shillings.",
  blurb:
    "Homes to buy and rent, hotels and land across Kenya, priced in shillings or dollars with the other figure beside every price.",
  description:
    "Find houses for sale, homes to rent, hotels and land across Kenya, priced in dollars and shillings.",
};

const inLanguage = (words: BrandWords, language: Language) =>
  `${words}${language === "sw" ? "Sw" : "En"}` as const;

/** The office's own words for `words` in `language`, or the site's words in that language. */
export function brandWords(brand: SiteBrand, words: BrandWords, language: Language, t: Translate): string {
  return brand[inLanguage(words, language)] || t(SITE_WORDS[words]);
}

/** The name on an app icon and wherever room is short. */
export const shortName = (brand: SiteBrand): string => brand.shortName || brand.name;

/**
 * The one rule every page is given for the office's colour; its exact text is what the
 * Content-Security-Policy lets in, by its hash.
 */
export const brandStyle = (brand: Pick<SiteBrand, "colour">): string => `:root{--brand:${brand.colour}}`;
