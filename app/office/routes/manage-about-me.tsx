import { data, Form, useNavigation } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { FormField } from "~/ui/form-field";
import { findAboutParagraphs, replaceAboutParagraphs } from "~/data/about.server";
import { aboutParagraphsSchema, applyAboutEdit, MAX_PARAGRAPH_LENGTH, parseAboutEdit } from "~/domain/about";
import { recordAdminAction } from "~/services/audit-log.server";
import { requireOfficePerson } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import type { Route } from "./+types/manage-about-me";
import { ErrorSummary } from "~/ui/error-summary";

interface AboutErrors {
  /** For the text as a whole, such as "at least one paragraph". */
  form?: string;
  /** By paragraph position. */
  paragraphs: Record<number, string>;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficePerson(request, context);
  return { paragraphs: await findAboutParagraphs(servicesFrom(context).database.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireOfficePerson(request, context);
  const form = await request.formData();
  const paragraphs = form.getAll("paragraph").filter((value) => typeof value === "string");
  // Each edit re-renders the list unsaved; the revision renews the text boxes' contents.
  const revision = Number(form.get("revision")) + 1 || 1;
  const edit = parseAboutEdit(form.get("intent"));
  if (edit) {
    return { paragraphs: applyAboutEdit(paragraphs, edit), errors: { paragraphs: {} }, revision };
  }

  const result = aboutParagraphsSchema.safeParse(paragraphs);
  if (!result.success) {
    const kept = paragraphs.map((paragraph) => paragraph.trim()).filter(Boolean);
    const errors: AboutErrors = { paragraphs: {} };
    for (const issue of result.error.issues) {
      const index = issue.path[0];
      if (typeof index === "number") errors.paragraphs[index] ??= issue.message;
      else errors.form ??= issue.message;
    }
    return data({ paragraphs: kept.length > 0 ? kept : [""], errors, revision }, { status: 400 });
  }
  await replaceAboutParagraphs(servicesFrom(context).database.db, result.data);
  await recordAdminAction(context, { actor: user.email, action: "about-changed" });
  return redirectWithConfirmation("/admin-dashboard", "About text saved", request);
}

export default function ManageAboutMe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const paragraphs = actionData?.paragraphs ?? loaderData.paragraphs;
  const errors: AboutErrors = actionData?.errors ?? { paragraphs: {} };
  const revision = actionData?.revision ?? 0;

  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Edit the About page</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Edit the About page</h1>
      <ConfirmationNotice />
      <p>Each box is one paragraph of the About page. Nothing changes on the site until you save.</p>
      {(errors.form || Object.keys(errors.paragraphs).length > 0) && (
        <ErrorSummary submission={actionData}>
          {errors.form ?? "Please correct the paragraphs marked below; nothing you typed has been lost."}
        </ErrorSummary>
      )}
      <Form method="post" className="form" noValidate>
        <input type="hidden" name="revision" value={revision} />
        <ol className="about-editor">
          {paragraphs.map((paragraph, index) => (
            <li key={`${revision}-${index}`} className="about-editor__item">
              <FormField
                id={`about-paragraph-${index}`}
                label={`Paragraph ${index + 1}`}
                error={errors.paragraphs[index]}
              >
                {(control) => (
                  <textarea
                    {...control}
                    name="paragraph"
                    rows={5}
                    defaultValue={paragraph}
                    maxLength={MAX_PARAGRAPH_LENGTH}
                  />
                )}
              </FormField>
              <div className="about-editor__actions" role="group" aria-label={`Paragraph ${index + 1}`}>
                {index > 0 && (
                  <button
                    type="submit"
                    className="button button--secondary"
                    name="intent"
                    value={`move-up:${index}`}
                  >
                    Move up
                  </button>
                )}
                {index < paragraphs.length - 1 && (
                  <button
                    type="submit"
                    className="button button--secondary"
                    name="intent"
                    value={`move-down:${index}`}
                  >
                    Move down
                  </button>
                )}
                <button
                  type="submit"
                  className="button button--secondary"
                  name="intent"
                  value={`remove:${index}`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
        <div className="form__actions">
          <button type="submit" className="button button--secondary" name="intent" value="add">
            Add paragraph
          </button>
          <button type="submit" className="button" name="intent" value="save" disabled={busy}>
            {busy ? "Saving…" : "Save"}
          </button>
        </div>
      </Form>
    </main>
  );
}
