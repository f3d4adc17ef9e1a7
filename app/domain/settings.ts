import { DEFAULT_KES_RATE } from "./money";
import { DEFAULT_MORTGAGE_RATE } from "./mortgage";

/** Site-wide settings the administrator can change. */
export interface SiteSettings {
  kesRate: number;
  /** Per cent a year: where the mortgage calculator of a listing for sale starts. */
  mortgageRate: number;
  whatsappNumber: string;
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
  facebookUrl: string;
  instagramUrl: string;
  xUrl: string;
}

export const DEFAULT_SETTINGS: SiteSettings = {
  kesRate: DEFAULT_KES_RATE,
  mortgageRate: DEFAULT_MORTGAGE_RATE,
  whatsappNumber: "",
  contactEmail: "",
  contactPhone: "",
  contactAddress: "",
  facebookUrl: "",
  instagramUrl: "",
  xUrl: "",
};
