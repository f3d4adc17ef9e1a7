import { type FieldControlAttributes, textField } from "./form-fields";
import { formatPhoneNumber } from "./phone";
import type { SiteSettings } from "./settings";

/** A setting as the form shows it. */
const setting = (
  name: keyof SiteSettings,
  label: string,
  control: Pick<FieldControlAttributes, "type" | "inputMode" | "autoComplete"> & {
    required?: string | true;
  } = {},
) => textField({ name, label, ...control, format: (settings: SiteSettings) => String(settings[name]) });

/** A phone number, stored in international digits and shown grouped: `+254 722 000 111`. */
const phoneSetting = (
  name: "whatsappNumber" | "contactPhone",
  label: string,
  control: { required?: true } = {},
) =>
  textField({
    name,
    label,
    type: "tel",
    autoComplete: "off",
    ...control,
    format: (settings: SiteSettings) => formatPhoneNumber(settings[name]),
  });

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
  whatsappNumber: phoneSetting("whatsappNumber", "WhatsApp number", { required: true }),
  contactEmail: setting("contactEmail", "Contact e-mail", { type: "email" }),
  contactPhone: phoneSetting("contactPhone", "Contact phone"),
  contactAddress: setting("contactAddress", "Address"),
  facebookUrl: setting("facebookUrl", "Facebook link", { type: "url" }),
  instagramUrl: setting("instagramUrl", "Instagram link", { type: "url" }),
  xUrl: setting("xUrl", "X link", { type: "url" }),
} satisfies Record<keyof SiteSettings, unknown>;
