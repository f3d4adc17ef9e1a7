import { data, Form, Link, useNavigation } from "react-router";
import { invitationExpiryText, type JoiningField } from "~/domain/people";
import { ROLE_DESCRIPTIONS, ROLE_NAMES } from "~/domain/office-roles";
import { joiningFields } from "~/domain/person-fields";
import { NewPasswordFields } from "~/office/components/new-password-fields";
import { withCookies } from "~/services/auth.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import { invitationPage, joinOffice } from "~/services/people.server";
import { ErrorSummary } from "~/ui/error-summary";
import { FormField } from "~/ui/form-field";
import { PageTitle } from "~/ui/site-brand";
import type { Route } from "./+types/invitation";

// Opening the link spends nothing (mail programs and scanners open links): only sending the
// form, with a name and a password, does.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await invitationPage(request, context, params.token);
  if (page.state === "refused") {
    return data({ invitation: null, message: page.message }, { status: page.httpStatus });
  }
  return {
    invitation: {
      email: page.email,
      role: ROLE_NAMES[page.role],
      roleDescription: ROLE_DESCRIPTIONS[page.role],
      invitedBy: page.invitedBy,
      expires: invitationExpiryText(page.expiresAt),
    },
    message: null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const outcome = await joinOffice(request, context, params.token, await request.formData());
  if (outcome.status === "invalid") {
    return data({ message: null, values: outcome.values, errors: outcome.errors }, { status: 400 });
  }
  if (outcome.status === "refused") {
    return data({ message: outcome.message, values: null, errors: {} }, { status: outcome.httpStatus });
  }
  const welcome = await redirectWithConfirmation(
    "/admin-dashboard",
    `Welcome, ${outcome.name}: you are signed in.`,
    request,
  );
  for (const cookie of withCookies(outcome.setCookies).getSetCookie())
    welcome.headers.append("Set-Cookie", cookie);
  return welcome;
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const joining = useNavigation().state === "submitting";
  const message = actionData?.message ?? loaderData.message;
  const { invitation } = loaderData;
  const errors: Partial<Record<JoiningField, string>> = actionData?.errors ?? {};
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Join the office</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Join the office</h1>
      {message || !invitation ? (
        <>
          <p className="notice notice--error" role="alert">
            {message}
          </p>
          <p>
            <Link to="/admin">Go to the sign-in page</Link>
          </p>
        </>
      ) : (
        <>
          <p>
            {invitation.invitedBy} invites you, {invitation.email}, to work on the site as{" "}
            <strong>{invitation.role.toLowerCase()}</strong>: {invitation.roleDescription}
          </p>
          <p>
            Choose your name as visitors will see it and a password; the link works once, until{" "}
            {invitation.expires}.
          </p>
          {actionData?.errors && Object.keys(actionData.errors).length > 0 && (
            <ErrorSummary submission={actionData}>
              Please correct the fields marked below; the link still works. Passwords are typed again.
            </ErrorSummary>
          )}
          {/* Passwords are never sent back to the page: after an error they are typed again. */}
          <Form method="post" className="form" noValidate>
            <FormField id="joining-name" field={joiningFields.name} error={errors.name}>
              {(control) => <input {...control} defaultValue={actionData?.values?.name ?? ""} />}
            </FormField>
            <NewPasswordFields
              idPrefix="joining"
              password={joiningFields.password}
              confirmation={joiningFields.confirmation}
              errors={errors}
            />
            <button type="submit" className="button" disabled={joining}>
              {joining ? "Joining…" : "Join and sign in"}
            </button>
          </Form>
        </>
      )}
    </main>
  );
}
