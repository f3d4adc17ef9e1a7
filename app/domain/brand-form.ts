import { z } from "zod";
import { type SiteBrand, UNNAMED_OFFICE } from "./brand";
import { contrastRatio, hexColour, nearestReadableShade, READABLE_CONTRAST } from "./colour";
import { textField } from "./form-fields";
import { formSchema } from "./form-schema";

const brandText = (name: keyof SiteBrand, label: string, maxLength: number, required?: string) =>
  textField<SiteBrand>({
    name,
    label,
    maxLength,
    tooLong: (limit) => `Please keep this to ${limit} characters`,
    ...(required && { required }),
    format: (brand) => brand[name],
  });

const inBothLanguages = (
  words: "headline" | "tagline" | "blurb" | "description",
  label: string,
  max: number,
) => ({
  [`${words}En`]: brandText(`${words}En`, `${label} (English)`, max),
  [`${words}Sw`]: brandText(`${words}Sw`, `${label} (Kiswahili)`, max),
});

/** The "Your site" page's words and colour, named as the brand's parts; the images have fields of their own. */
export const brandFields = {
  name: brandText("name", "Office name", 60, "Please enter the office's name, as visitors should read it"),
  shortName: brandText("shortName", "Short name, for the app icon and small screens", 12),
  // Chosen with the phone's colour picker, which sends `#rrggbb`: the reader alone checks it.
  colour: textField<SiteBrand>({
    name: "colour",
    label: "Colour of buttons, links and the header",
    format: (brand) => brand.colour,
  }),
  ...inBothLanguages("headline", "Home page headline", 80),
  ...inBothLanguages("tagline", "Line under the headline", 200),
  ...inBothLanguages("blurb", "A few words about the office, in the footer", 300),
  ...inBothLanguages("description", "Description for search engines", 160),
} as Record<keyof SiteBrand, ReturnType<typeof brandText>>;

/** The site writes these words as they are typed: markup is refused rather than shown as code. */
const plainWords = z.string().refine((value) => !/[<>]/.test(value), {
  message: "Please leave out < and >: the site shows these words exactly as typed",
});

const officeName = plainWords.refine((value) => value.toLowerCase() !== UNNAMED_OFFICE.toLowerCase(), {
  message: "Please enter your office's own name",
});

/**
 * A colour white text can be read on. One that fails says by how much and which shade of it
 * would pass, so the office can take that shade at once.
 */
const readableColour = z.string().transform((typed, context) => {
  const colour = hexColour(typed);
  if (colour === null) {
    context.addIssue({
      code: "custom",
      message: "Please enter a colour as # and six hexadecimal digits, like #0f5132",
    });
    return z.NEVER;
  }
  const ratio = contrastRatio(colour, "#ffffff");
  if (ratio < READABLE_CONTRAST) {
    context.addIssue({
      code: "custom",
      message: `White text on ${colour} would be hard to read (contrast ${ratio.toFixed(1)}:1, at least ${READABLE_CONTRAST}:1 is needed). The nearest shade that reads well is ${nearestReadableShade(colour)}.`,
    });
    return z.NEVER;
  }
  return colour;
});

export const brandSchema = formSchema(brandFields, {
  name: officeName,
  shortName: plainWords,
  colour: readableColour,
  headlineEn: plainWords,
  headlineSw: plainWords,
  taglineEn: plainWords,
  taglineSw: plainWords,
  blurbEn: plainWords,
  blurbSw: plainWords,
  descriptionEn: plainWords,
  descriptionSw: plainWords,
}) satisfies z.ZodType<SiteBrand>;

/** The page's fields that are not words: the images, and taking them away. */
export const IMAGE_FIELDS = {
  logo: "logo",
  heroPhoto: "heroPhoto",
  removeLogo: "removeLogo",
  removeHeroPhoto: "removeHeroPhoto",
} as const;

/** The button beside a refused colour sends the shade it offers under this name. */
export const TAKE_SHADE = "takeShade";

/** The shade a refused colour was offered, when the office chose it with the button beside it. */
export function offeredShade(typed: string): string | null {
  const colour = hexColour(typed);
  return colour === null ? null : nearestReadableShade(colour);
}
