// The office's "Your site" page: its name, colour, words, logo and home page photo, checked and
// saved together.
import type { RouterContextProvider } from "react-router";
import { findBrand, saveBrand } from "~/data/brand.server";
import { findBrandImages, saveBrandImages } from "~/data/brand-images.server";
import type { SiteBrand } from "~/domain/brand";
import { brandFields, brandSchema, IMAGE_FIELDS, offeredShade, TAKE_SHADE } from "~/domain/brand-form";
import type { BrandImages } from "~/domain/brand-images";
import { fieldErrors } from "~/domain/form-errors";
import type { FormValues } from "~/domain/form-fields";
import { recordAdminAction } from "./audit-log.server";
import { prepareHeroPhoto, prepareLogo, repaintLogo } from "./brand-images.server";
import { type AppServices, servicesFrom } from "./context.server";
import { readFormValues } from "./form-text.server";
import { differs } from "./settings-page.server";
import { readYourSiteForm } from "./your-site-form.server";

export type BrandValues = FormValues<typeof brandFields>;

export type YourSiteErrors = Partial<Record<keyof SiteBrand | "logo" | "heroPhoto", string>>;

export type YourSiteOutcome =
  | { status: "saved"; changed: boolean }
  | {
      status: "invalid";
      values: BrandValues;
      errors: YourSiteErrors;
      /** A readable shade of a colour refused for its contrast, for the office to take. */
      shade: string | null;
    };

/**
 * The images as they are to be: those taken away gone, those chosen made in every size (or
 * refused, with the message), and the logo's icons on the colour the site is to have.
 */
async function imagesToSave(
  services: Pick<AppServices, "media">,
  stored: BrandImages,
  form: Awaited<ReturnType<typeof readYourSiteForm>>,
  colour: string,
): Promise<{ images: BrandImages; errors: YourSiteErrors }> {
  const { fields, logo, heroPhoto } = form;
  const images: BrandImages = {
    logo: fields.get(IMAGE_FIELDS.removeLogo) === "on" ? null : stored.logo,
    hero: fields.get(IMAGE_FIELDS.removeHeroPhoto) === "on" ? null : stored.hero,
  };
  const errors: YourSiteErrors = {};
  const logoMade = logo
    ? await prepareLogo(services, logo, colour)
    : images.logo && (await repaintLogo(services, images.logo, colour));
  if (logoMade) {
    if (logoMade.ok) images.logo = logoMade.images;
    else errors.logo = logoMade.message;
  }
  if (heroPhoto) {
    const made = await prepareHeroPhoto(services, heroPhoto);
    if (made.ok) images.hero = made.images;
    else errors.heroPhoto = made.message;
  }
  return { images, errors };
}

/**
 * Saves what `request` sends when every part of it is right; otherwise gives back everything
 * typed, with a message for each part that is not, and saves nothing.
 */
export async function saveYourSite(
  context: Readonly<RouterContextProvider>,
  request: Request,
  actor: string,
): Promise<YourSiteOutcome> {
  const form = await readYourSiteForm(request);
  const values = readFormValues(form.fields, brandFields);
  const taken = form.fields.get(TAKE_SHADE);
  const takenShade = typeof taken === "string" ? offeredShade(taken) : null;
  if (takenShade) values.colour = takenShade;
  const parsed = brandSchema.safeParse(values);
  const services = servicesFrom(context);
  const { db } = services.database;
  const [storedBrand, storedImages] = await Promise.all([findBrand(db), findBrandImages(db)]);
  const colour = parsed.data?.colour ?? storedBrand.colour;
  const made = await imagesToSave(services, storedImages, form, colour);
  const errors: YourSiteErrors = {
    ...(parsed.success ? {} : (fieldErrors(parsed.error) as YourSiteErrors)),
    ...made.errors,
  };
  if (!parsed.success || Object.keys(errors).length > 0) {
    const shade = errors.colour ? offeredShade(values.colour) : null;
    return { status: "invalid", values, errors, shade: shade === values.colour ? null : shade };
  }
  const brandChanged = differs(parsed.data, storedBrand);
  const imagesChanged = differs(made.images, storedImages);
  if (brandChanged) await saveBrand(db, parsed.data);
  if (imagesChanged) await saveBrandImages(db, made.images);
  const changed = brandChanged || imagesChanged;
  if (changed) await recordAdminAction(context, { actor, action: "settings-changed", subject: "Your site" });
  return { status: "saved", changed };
}
