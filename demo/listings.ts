/**
 * The content a fresh install shows: plain data, importable from anywhere
 * (end-to-end tests compute their expectations from it).
 */
import type { SiteSettings } from "~/domain/settings";
import { DEFAULT_BRAND, type SiteBrand } from "~/domain/brand";
import { DEMO_RENTALS } from "./rentals";
import { DEMO_HOUSES } from "./houses";
import { DEMO_LAND } from "./land";
import { DEMO_HOTELS } from "./hotels";
import type { DemoListing } from "./types";

/** Every demo listing, in the order the seed stores them (their references follow it). */
export const DEMO_LISTINGS: DemoListing[] = [...DEMO_RENTALS, ...DEMO_HOUSES, ...DEMO_LAND, ...DEMO_HOTELS];

export const DEMO_ABOUT: string[] = [
  "Makazi is a Nairobi-based property agency helping families, investors and businesses find homes, land and hotels across Kenya. Our office is in Westlands, and our agents know the estates of Nairobi and the towns beyond it street by street.",
  "Every listing on this site has been visited by one of us. We check the title deed at the Lands Registry, confirm that the beacons are where the seller says they are, and ask the questions a buyer should ask: where the water comes from, whether there is a borehole, how the road holds up in the long rains.",
  "Prices are shown in US dollars with the Kenyan shilling equivalent beside them, so that buyers at home and in the diaspora can compare at a glance. When you are ready to view, we arrange the visit, introduce you to a trusted advocate and stay with you until the keys are handed over.",
  "Send us a message or a WhatsApp, or drop in for a cup of chai: we are happy to help, whether you are renting your first flat or buying a lodge in Laikipia.",
];

/**
 * The contact details and social links a fresh install shows; the exchange rate and the
 * mortgage rate keep their defaults.
 */
/** The demo's own brand: the software's name, since the demo shows the software. */
export const DEMO_BRAND: SiteBrand = { ...DEFAULT_BRAND, name: "Makazi", colour: "#0f5132" };

export const DEMO_SETTINGS: Omit<SiteSettings, "kesRate" | "mortgageRate"> = {
  whatsappNumber: "254712345678",
  contactEmail: "hello@makazi.co.ke",
  contactPhone: "254712345678",
  contactAddress: "Westlands, Nairobi",
  facebookUrl: "https://www.facebook.com/makazi",
  instagramUrl: "https://www.instagram.com/makazi",
  xUrl: "https://x.com/makazi",
};
