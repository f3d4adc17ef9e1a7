import { data, Form, useNavigation } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { FormField } from "~/ui/form-field";
import { fieldErrors } from "~/domain/form-errors";
import { type PasswordChangeField, passwordChangeSchema } from "~/domain/password-change";
import { passwordChangeFields } from "~/domain/password-change-fields";
import { NewPasswordFields } from "~/office/components/new-password-fields";
import { changePassword, requireOfficePerson } from "~/services/auth.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import { readFormValues } from "~/services/form-text.server";
import type { Route } from "./+types/change-password";
import { ErrorSummary } from "~/ui/error-summary";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireOfficePerson(request, context);
  return { firstPassword: user.mustChangePassword };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireOfficePerson(request, context);
  const result = passwordChangeSchema.safeParse(
    readFormValues(await request.formData(), passwordChangeFields),
  );
  if (!result.success) {
    return data({ errors: fieldErrors<PasswordChangeField>(result.error), message: null }, { status: 400 });
  }
  const outcome = await changePassword(request, context, user, result.data);
  if (outcome.status === "refused") {
    const errors = outcome.httpStatus === 400 ? { currentPassword: outcome.message } : {};
    const message = outcome.httpStatus === 429 ? outcome.message : null;
    return data({ errors, message }, { status: outcome.httpStatus });
  }
  return redirectWithConfirmation(
    "/admin-dashboard",
    "Password changed. Any other device signed in to this account has been signed out.",
    request,
  );
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const errors: Partial<Record<PasswordChangeField, string>> = actionData?.errors ?? {};

  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Change password</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Change password</h1>
      {loaderData.firstPassword && (
        <p className="notice">
          You signed in with the one-time password from the server&apos;s terminal. Choose your own password
          to go on: the one-time password stops working once you have.
        </p>
      )}
      {actionData?.message && <ErrorSummary submission={actionData}>{actionData.message}</ErrorSummary>}
      {/* Passwords are never sent back to the page: after an error they are typed again. */}
      <Form method="post" className="form" noValidate>
        <FormField
          id="password-current"
          field={passwordChangeFields.currentPassword}
          error={errors.currentPassword}
        >
          {(control) => <input {...control} />}
        </FormField>
        <NewPasswordFields
          idPrefix="password"
          password={passwordChangeFields.newPassword}
          confirmation={passwordChangeFields.confirmation}
          errors={{ password: errors.newPassword, confirmation: errors.confirmation }}
        />
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Saving…" : "Change password"}
        </button>
      </Form>
    </main>
  );
}
