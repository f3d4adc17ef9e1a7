import { DEFAULT_KES_RATE } from "./money";

/** Site-wide settings the administrator can change. */
export interface SiteSettings {
  kesRate: number;
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
  whatsappNumber: "",
  contactEmail: "",
  contactPhone: "",
  contactAddress: "",
  facebookUrl: "",
  instagramUrl: "",
  xUrl: "",
};
