import { data, Form, useNavigation } from "react-router";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { findBrand } from "~/data/brand.server";
import { findBrandImages } from "~/data/brand-images.server";
import {
  ACCEPTED_HERO_TYPES,
  ACCEPTED_LOGO_TYPES,
  brandHeroImage,
  brandLogoUrls,
} from "~/domain/brand-images";
import { type BrandWords, SITE_WORDS } from "~/domain/brand";
import { brandFields, IMAGE_FIELDS, TAKE_SHADE } from "~/domain/brand-form";
import { formattedValues } from "~/domain/form-fields";
import { translatorFor } from "~/i18n/translator";
import { requireOfficePerson } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import { type BrandValues, saveYourSite, type YourSiteErrors } from "~/services/your-site.server";
import { ErrorSummary } from "~/ui/error-summary";
import { FormField } from "~/ui/form-field";
import { PageTitle } from "~/ui/site-brand";
import type { Route } from "./+types/your-site";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficePerson(request, context);
  const { database, config } = servicesFrom(context);
  const [brand, images] = await Promise.all([findBrand(database.db), findBrandImages(database.db)]);
  return {
    values: formattedValues(brandFields, brand),
    logo: brandLogoUrls(images.logo, config.mediaBaseUrl).headerLogo,
    hero: brandHeroImage(images.hero, config.mediaBaseUrl),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireOfficePerson(request, context);
  const outcome = await saveYourSite(context, request, user.email);
  if (outcome.status === "invalid") return data(outcome, { status: 400 });
  return redirectWithConfirmation(
    "/your-site",
    outcome.changed ? "Saved: your site shows the new name, colour and words." : "Nothing had changed.",
    request,
  );
}

type Errors = YourSiteErrors;

function Field({ name, values, errors }: { name: keyof BrandValues; values: BrandValues; errors: Errors }) {
  return (
    <FormField id={`brand-${name}`} field={brandFields[name]} error={errors[name]}>
      {(control) => <input {...control} defaultValue={values[name]} />}
    </FormField>
  );
}

interface ShownImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/**
 * An image of the site's: the one it has now, a box to choose another (sent again only when chosen
 * again, which a refusal says) and, while there is one, a box to take it away.
 */
function ImageChoice({
  name,
  removeName,
  label,
  current,
  currentClass,
  sizes,
  accept,
  error,
}: {
  name: string;
  removeName: string;
  /** "logo" or "home page photo", as the boxes and the image's description say it. */
  label: string;
  current: ShownImage | null;
  currentClass: string;
  sizes?: string;
  accept: string;
  error?: string;
}) {
  const capitalised = `${label[0]!.toUpperCase()}${label.slice(1)}`;
  return (
    <>
      {current && (
        <p>
          <img className={currentClass} {...current} sizes={sizes} alt={`The ${label} now`} />
        </p>
      )}
      <FormField id={`brand-${name}`} label={current ? `A new ${label}` : capitalised} error={error}>
        {(control) => <input {...control} name={name} type="file" accept={accept} />}
      </FormField>
      {current && (
        <label className="check">
          <input type="checkbox" name={removeName} /> Take the {label} away
        </label>
      )}
    </>
  );
}

const KISWAHILI = translatorFor("sw");

/** The office's words for one part of the page in both languages; empty, the site's own words show, as the boxes say. */
function WordsInBothLanguages({
  words,
  values,
  errors,
  long,
}: {
  words: BrandWords;
  values: BrandValues;
  errors: Errors;
  long?: boolean;
}) {
  return (
    <>
      {(["En", "Sw"] as const).map((language) => {
        const name = `${words}${language}` as const;
        const fallback = language === "En" ? SITE_WORDS[words] : KISWAHILI.t(SITE_WORDS[words]);
        return (
          <FormField key={name} id={`brand-${name}`} field={brandFields[name]} error={errors[name]}>
            {(control) =>
              long ? (
                <textarea {...control} rows={3} defaultValue={values[name]} placeholder={fallback} />
              ) : (
                <input {...control} defaultValue={values[name]} placeholder={fallback} />
              )
            }
          </FormField>
        );
      })}
    </>
  );
}

export default function YourSite({ loaderData, actionData }: Route.ComponentProps) {
  const saving = useNavigation().state === "submitting";
  const values = actionData?.values ?? loaderData.values;
  const errors: Errors = actionData?.errors ?? {};
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Your site</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Your site</h1>
      <p>
        How the site names itself to visitors, in its e-mails, link previews, window cards and feeds.{" "}
        <a href="/" target="_blank" rel="noopener">
          Preview your site
        </a>
      </p>
      <ConfirmationNotice />
      {actionData && (
        <ErrorSummary submission={actionData}>
          Please correct the fields marked below; nothing you typed has been lost, and nothing was saved. A
          logo or photo you chose needs choosing again.
        </ErrorSummary>
      )}
      <Form method="post" encType="multipart/form-data" noValidate key={JSON.stringify(values)}>
        <section aria-labelledby="brand-name-heading" className="form">
          <h2 id="brand-name-heading">Name</h2>
          <Field name="name" values={values} errors={errors} />
          <Field name="shortName" values={values} errors={errors} />
        </section>
        <section aria-labelledby="brand-logo-heading" className="form">
          <h2 id="brand-logo-heading">Logo</h2>
          <p>
            A PNG, JPEG, WebP or plain SVG of up to 5 MB. The site makes the header&apos;s logo, the
            browser&apos;s icon and the phone&apos;s home screen icons from it; without one, the header shows
            the name.
          </p>
          <ImageChoice
            name={IMAGE_FIELDS.logo}
            removeName={IMAGE_FIELDS.removeLogo}
            label="logo"
            current={loaderData.logo}
            currentClass="your-site__logo"
            accept={ACCEPTED_LOGO_TYPES}
            error={errors.logo}
          />
        </section>
        <section aria-labelledby="brand-colour-heading" className="form">
          <h2 id="brand-colour-heading">Colour</h2>
          <p>
            Buttons, links and the header take this colour, with white text on it: a colour too light to read
            white text on is refused, and a darker shade of it offered.
          </p>
          <FormField id="brand-colour" field={brandFields.colour} error={errors.colour}>
            {(control) => <input {...control} type="color" defaultValue={values.colour} />}
          </FormField>
          {actionData?.shade && (
            <button type="submit" name={TAKE_SHADE} value={actionData.shade} className="button">
              Use {actionData.shade} and save
            </button>
          )}
        </section>
        <section aria-labelledby="brand-hero-heading" className="form">
          <h2 id="brand-hero-heading">Home page photo</h2>
          <p>
            A photo at least 1,024 pixels wide, of up to 15 MB, behind the home page&apos;s headline; without
            one, the home page shows a drawing in your colour.
          </p>
          <ImageChoice
            name={IMAGE_FIELDS.heroPhoto}
            removeName={IMAGE_FIELDS.removeHeroPhoto}
            label="home page photo"
            current={loaderData.hero}
            currentClass="your-site__hero"
            sizes="(min-width: 40rem) 36rem, 100vw"
            accept={ACCEPTED_HERO_TYPES}
            error={errors.heroPhoto}
          />
        </section>
        <section aria-labelledby="brand-words-heading" className="form">
          <h2 id="brand-words-heading">Home page and footer</h2>
          <p>A box left empty shows the site&apos;s own words, written greyed in it, in that language.</p>
          <WordsInBothLanguages words="headline" values={values} errors={errors} />
          <WordsInBothLanguages words="tagline" values={values} errors={errors} long />
          <WordsInBothLanguages words="blurb" values={values} errors={errors} long />
          <WordsInBothLanguages words="description" values={values} errors={errors} long />
        </section>
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Saving…" : "Save your site"}
        </button>
      </Form>
    </main>
  );
}
