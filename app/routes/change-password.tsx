import { data, Form, useNavigation } from "react-router";
import { FormField } from "~/components/form-field";
import { fieldErrors } from "~/domain/form-errors";
import {
  MINIMUM_PASSWORD_LENGTH,
  type PasswordChangeField,
  passwordChangeSchema,
} from "~/domain/password-change";
import { changePassword, requireAdmin } from "~/services/auth.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import type { Route } from "./+types/change-password";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  return { firstPassword: user.mustChangePassword };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const form = await request.formData();
  const text = (name: PasswordChangeField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const result = passwordChangeSchema.safeParse({
    currentPassword: text("currentPassword"),
    newPassword: text("newPassword"),
    confirmation: text("confirmation"),
  });
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
      <title>Change password · Makazi</title>
      <meta name="robots" content="noindex" />
      <h1>Change password</h1>
      {loaderData.firstPassword && (
        <p className="notice">
          You signed in with the one-time password from the server&apos;s terminal. Choose your own password
          to go on: the one-time password stops working once you have.
        </p>
      )}
      {actionData?.message && (
        <p className="notice notice--error" role="alert">
          {actionData.message}
        </p>
      )}
      {/* Passwords are never sent back to the page: after an error they are typed again. */}
      <Form method="post" className="form" noValidate>
        <FormField id="password-current" label="Current password" error={errors.currentPassword}>
          {(control) => (
            <input
              {...control}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
            />
          )}
        </FormField>
        <FormField id="password-new" label="New password" error={errors.newPassword}>
          {(control) => (
            <input
              {...control}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              minLength={MINIMUM_PASSWORD_LENGTH}
              required
            />
          )}
        </FormField>
        <p className="form__hint">
          At least {MINIMUM_PASSWORD_LENGTH} characters; a few unrelated words work well.
        </p>
        <FormField id="password-confirmation" label="New password again" error={errors.confirmation}>
          {(control) => (
            <input {...control} name="confirmation" type="password" autoComplete="new-password" required />
          )}
        </FormField>
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Saving…" : "Change password"}
        </button>
      </Form>
    </main>
  );
}
