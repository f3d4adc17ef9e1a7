// The office's "Your site" page: its name, colour and words, checked and saved together.
import type { RouterContextProvider } from "react-router";
import { findBrand, saveBrand } from "~/data/brand.server";
import type { SiteBrand } from "~/domain/brand";
import { brandFields, brandSchema, offeredShade } from "~/domain/brand-form";
import { fieldErrors } from "~/domain/form-errors";
import type { FormValues } from "~/domain/form-fields";
import { recordAdminAction } from "./audit-log.server";
import { servicesFrom } from "./context.server";
import { readFormValues } from "./form-text.server";

export type BrandValues = FormValues<typeof brandFields>;

export type YourSiteOutcome =
  | { status: "saved"; changed: boolean }
  | {
      status: "invalid";
      values: BrandValues;
      errors: Partial<Record<keyof SiteBrand, string>>;
      /** A readable shade of a colour refused for its contrast, for the office to take. */
      shade: string | null;
    };

/** The button beside a refused colour sends the shade it offers under this name. */
export const TAKE_SHADE = "takeShade";

/**
 * Saves the brand typed in `form` when every part of it is right; otherwise gives back
 * everything typed, with a message for each part that is not, and saves nothing.
 */
export async function saveYourSite(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  actor: string,
): Promise<YourSiteOutcome> {
  const values = readFormValues(form, brandFields);
  const taken = form.get(TAKE_SHADE);
  if (typeof taken === "string" && offeredShade(taken) !== null) values.colour = offeredShade(taken)!;
  const parsed = brandSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error) as Partial<Record<keyof SiteBrand, string>>;
    const shade = errors.colour ? offeredShade(values.colour) : null;
    return { status: "invalid", values, errors, shade: shade === values.colour ? null : shade };
  }
  const { db } = servicesFrom(context).database;
  const stored = await findBrand(db);
  const changed = (Object.keys(parsed.data) as (keyof SiteBrand)[]).some(
    (part) => parsed.data[part] !== stored[part],
  );
  if (changed) {
    await saveBrand(db, parsed.data);
    await recordAdminAction(context, { actor, action: "settings-changed", subject: "Your site" });
  }
  return { status: "saved", changed };
}
