import { data, Form, redirect, useNavigation } from "react-router";
import { FormField } from "~/components/form-field";
import { fieldErrors } from "~/domain/form-errors";
import { signInSchema, type SignInField } from "~/domain/sign-in";
import { safeRedirectTarget } from "~/domain/redirect-target";
import { getSessionUser, SECOND_FACTOR_PATH, signIn, withCookies } from "~/services/auth.server";
import type { Route } from "./+types/admin";

const DASHBOARD = "/admin-dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  if (user?.isAdmin) throw redirect(DASHBOARD);
  return { redirectTo: safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const email = text("email");
  const result = signInSchema.safeParse({ email, password: text("password") });
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
      {actionData?.message && (
        <p className="notice notice--error" role="alert">
          {actionData.message}
        </p>
      )}
      <Form method="post" className="form" noValidate>
        {loaderData.redirectTo && <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />}
        <FormField id="sign-in-email" label="Email" error={errors.email}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              defaultValue={actionData?.email}
              required
              maxLength={254}
            />
          )}
        </FormField>
        <FormField id="sign-in-password" label="Password" error={errors.password}>
          {(control) => (
            <input {...control} name="password" type="password" autoComplete="current-password" required />
          )}
        </FormField>
        <button type="submit" className="button" disabled={signingIn}>
          {signingIn ? "Signing in…" : "Sign in"}
        </button>
      </Form>
    </main>
  );
}
