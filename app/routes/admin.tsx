import { data, Form, redirect, useNavigation } from "react-router";
import { FormField } from "~/components/form-field";
import { fieldErrors } from "~/domain/form-errors";
import { signInSchema, type SignInField } from "~/domain/sign-in";
import { signInFields } from "~/domain/sign-in-fields";
import { safeRedirectTarget } from "~/domain/redirect-target";
import { getSessionUser, SECOND_FACTOR_PATH, signIn, withCookies } from "~/services/auth.server";
import { readFormValues } from "~/services/form-text.server";
import type { Route } from "./+types/admin";
import { ErrorSummary } from "~/components/error-summary";

const DASHBOARD = "/admin-dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  if (user?.isAdmin) throw redirect(DASHBOARD);
  return { redirectTo: safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = readFormValues(form, signInFields);
  const { email } = values;
  const result = signInSchema.safeParse(values);
  if (!result.success) {
    return data({ email, errors: fieldErrors<SignInField>(result.error), message: null }, { status: 400 });
  }
  const outcome = await signIn(request, context, result.data);
  if (outcome.status === "refused") {
    return data({ email, errors: {}, message: outcome.message }, { status: outcome.httpStatus });
  }
  const redirectTo = safeRedirectTarget(form.get("redirectTo"));
  if (outcome.status === "second-factor") {
    const next = redirectTo ? `?${new URLSearchParams({ redirectTo })}` : "";
    throw redirect(SECOND_FACTOR_PATH + next, { headers: withCookies(outcome.setCookies) });
  }
  throw redirect(redirectTo ?? DASHBOARD, { headers: withCookies(outcome.setCookies) });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const signingIn = navigation.state === "submitting";
  const errors: Partial<Record<SignInField, string>> = actionData?.errors ?? {};

  return (
    <main id="main" className="page page--narrow">
      <title>Sign in · Makazi</title>
      <meta name="robots" content="noindex" />
      <h1>Sign in</h1>
      {actionData?.message && <ErrorSummary submission={actionData}>{actionData.message}</ErrorSummary>}
      <Form method="post" className="form" noValidate>
        {loaderData.redirectTo && <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />}
        <FormField id="sign-in-email" field={signInFields.email} error={errors.email}>
          {(control) => <input {...control} defaultValue={actionData?.email} />}
        </FormField>
        <FormField id="sign-in-password" field={signInFields.password} error={errors.password}>
          {(control) => <input {...control} />}
        </FormField>
        <button type="submit" className="button" disabled={signingIn}>
          {signingIn ? "Signing in…" : "Sign in"}
        </button>
      </Form>
    </main>
  );
}
