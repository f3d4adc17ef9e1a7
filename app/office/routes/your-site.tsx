import { data, Form, useNavigation } from "react-router";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { findBrand } from "~/data/brand.server";
import { type BrandWords, SITE_WORDS } from "~/domain/brand";
import { brandFields } from "~/domain/brand-form";
import { formattedValues } from "~/domain/form-fields";
import { translatorFor } from "~/i18n/translator";
import { requireAdmin } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import { type BrandValues, saveYourSite, TAKE_SHADE } from "~/services/your-site.server";
import { ErrorSummary } from "~/ui/error-summary";
import { FormField } from "~/ui/form-field";
import { PageTitle } from "~/ui/site-brand";
import type { Route } from "./+types/your-site";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { values: formattedValues(brandFields, await findBrand(servicesFrom(context).database.db)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const outcome = await saveYourSite(context, await request.formData(), user.email);
  if (outcome.status === "invalid") return data(outcome, { status: 400 });
  return redirectWithConfirmation(
    "/your-site",
    outcome.changed ? "Saved: your site shows the new name, colour and words." : "Nothing had changed.",
    request,
  );
}

type Errors = Partial<Record<keyof BrandValues, string>>;

function Field({ name, values, errors }: { name: keyof BrandValues; values: BrandValues; errors: Errors }) {
  return (
    <FormField id={`brand-${name}`} field={brandFields[name]} error={errors[name]}>
      {(control) => <input {...control} defaultValue={values[name]} />}
    </FormField>
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
          Please correct the fields marked below; nothing you typed has been lost, and nothing was saved.
        </ErrorSummary>
      )}
      <Form method="post" noValidate key={JSON.stringify(values)}>
        <section aria-labelledby="brand-name-heading" className="form">
          <h2 id="brand-name-heading">Name</h2>
          <Field name="name" values={values} errors={errors} />
          <Field name="shortName" values={values} errors={errors} />
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
