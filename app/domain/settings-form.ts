import { z } from "zod";
import { formSchema } from "./form-schema";
import { MORTGAGE_LIMITS } from "./mortgage";
import { kenyanPhoneDigits, PHONE_NUMBER_EXAMPLE } from "./phone";
import type { SiteSettings } from "./settings";
import { settingsFields } from "./settings-fields";

/** The settings form's fields, named as the settings they change. */
export type SettingsField = keyof SiteSettings;

// These lengths are the server's alone: the settings' boxes set no maxlength, so that a pasted
// link or address too long is refused with a message rather than saved cut short.
const optionalText = (max: number, label: string) =>
  z.string().max(max, `Please keep the ${label} under ${max} characters`);

/** `https://…` or empty: a link in the footer that leaves the site. */
const socialLink = (site: string) =>
  z
    .string()
    .max(500, `Please keep the ${site} link under 500 characters`)
    .refine((value) => value === "" || isHttpsUrl(value), {
      message: `Please enter the full ${site} address starting with https://, or leave it empty`,
    });

/** A Kenyan phone number stored in international digits (`254722000111`), or empty. */
const phoneNumber = (what: string) =>
  z.string().transform((value, context) => {
    if (value === "") return "";
    const digits = kenyanPhoneDigits(value);
    if (digits === null) {
      context.addIssue({
        code: "custom",
        message: `Please enter the ${what} as a Kenyan number, such as ${PHONE_NUMBER_EXAMPLE}, or leave it empty`,
      });
      return z.NEVER;
    }
    return digits;
  });

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** The settings as the administrator types them; the rate takes a comma or a point as decimal mark. */
export const settingsFormSchema = formSchema(settingsFields, {
  kesRate: z
    .string()
    .transform((value) => value.replace(",", "."))
    .refine((value) => /^\d+(\.\d+)?$/.test(value), "Please enter a number, such as 125 or 129,50")
    .transform(Number)
    .pipe(
      z
        .number()
        .positive("The rate must be more than 0")
        .max(100_000, "The rate must be at most 100,000 shillings to a dollar"),
    ),
  mortgageRate: z
    .string()
    .transform((value) => value.trim().replace(",", "."))
    .refine((value) => /^\d+(\.\d+)?$/.test(value), "Please enter a number, such as 13 or 13,5")
    .transform(Number)
    .pipe(
      z
        .number()
        .max(
          MORTGAGE_LIMITS.rate.max,
          `The mortgage rate must be from ${MORTGAGE_LIMITS.rate.min} to ${MORTGAGE_LIMITS.rate.max} per cent`,
        ),
    ),
  whatsappNumber: phoneNumber("WhatsApp number"),
  contactEmail: z
    .string()
    .max(254, "That e-mail address is too long")
    .refine((value) => value === "" || z.email().safeParse(value).success, {
      message: "Please enter a valid e-mail address, like name@example.com, or leave it empty",
    }),
  contactPhone: phoneNumber("phone number"),
  contactAddress: optionalText(300, "address"),
  facebookUrl: socialLink("Facebook"),
  instagramUrl: socialLink("Instagram"),
  xUrl: socialLink("X"),
}) satisfies z.ZodType<SiteSettings, Record<SettingsField, string>>;
