import { type FieldControlAttributes, textField } from "./form-fields";
import type { SiteSettings } from "./settings";

/** A setting as the form shows it. */
const setting = (
  name: keyof SiteSettings,
  label: string,
  control: Pick<FieldControlAttributes, "type" | "inputMode" | "autoComplete"> & {
    required?: string | true;
  } = {},
) => textField({ name, label, ...control, format: (settings: SiteSettings) => String(settings[name]) });

/** The settings form's fields, named as the settings they change; settings-form.ts reads them. */
export const settingsFields = {
  kesRate: setting("kesRate", "KES rate (shillings to a dollar)", {
    inputMode: "decimal",
    required: "Please enter the number of shillings to a dollar",
  }),
  mortgageRate: setting("mortgageRate", "Mortgage interest rate (% a year)", {
    inputMode: "decimal",
    required: "Please enter the interest rate the mortgage calculator starts at",
  }),
  whatsappNumber: setting("whatsappNumber", "WhatsApp number", {
    type: "tel",
    autoComplete: "off",
    required: true,
  }),
  contactEmail: setting("contactEmail", "Contact e-mail", { type: "email" }),
  contactPhone: setting("contactPhone", "Contact phone", { type: "tel" }),
  contactAddress: setting("contactAddress", "Address"),
  facebookUrl: setting("facebookUrl", "Facebook link", { type: "url" }),
  instagramUrl: setting("instagramUrl", "Instagram link", { type: "url" }),
  xUrl: setting("xUrl", "X link", { type: "url" }),
} satisfies Record<keyof SiteSettings, unknown>;
