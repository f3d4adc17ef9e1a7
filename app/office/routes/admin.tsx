import { data, Form, redirect, useNavigation } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { FormField } from "~/ui/form-field";
import { fieldErrors } from "~/domain/form-errors";
import { signInSchema, type SignInField } from "~/domain/sign-in";
import { signInFields } from "~/domain/sign-in-fields";
import { safeRedirectTarget } from "~/domain/redirect-target";
import { countOwners } from "~/data/users.server";
import { getSessionUser, SECOND_FACTOR_PATH, signIn, withCookies } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { formText, readFormValues } from "~/services/form-text.server";
import {
  requestSignInLink,
  SIGN_IN_LINK_REQUESTED,
  wayIn,
  type WayIn,
} from "~/services/sign-in-links.server";
import type { Route } from "./+types/admin";
import { ErrorSummary } from "~/ui/error-summary";

const DASHBOARD = "/admin-dashboard";

interface Answer {
  email: string;
  errors: Partial<Record<SignInField, string>>;
  message: string | null;
  /** Set while sign-ins from this browser are held up: how the administrator gets in all the same. */
  wayIn?: WayIn;
  notice?: string;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  if (user) throw redirect(DASHBOARD);
  return {
    redirectTo: safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo")),
    noAdministratorYet: (await countOwners(servicesFrom(context).database.db)) === 0,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const answer = (fields: Answer, status = 200) => data(fields, { status });
  if (formText(form, "intent") === "sign-in-link") {
    const email = formText(form, "email");
    const way = await requestSignInLink(context, email);
    return way === "e-mail"
      ? answer({ email, errors: {}, message: null, notice: SIGN_IN_LINK_REQUESTED })
      : answer({ email, errors: {}, message: null, wayIn: way });
  }
  const values = readFormValues(form, signInFields);
  const { email } = values;
  const result = signInSchema.safeParse(values);
  if (!result.success) {
    return answer({ email, errors: fieldErrors<SignInField>(result.error), message: null }, 400);
  }
  const outcome = await signIn(request, context, result.data);
  if (outcome.status === "refused") {
    const heldUp = outcome.httpStatus === 429 ? { wayIn: wayIn(context) } : {};
    return answer({ email, errors: {}, message: outcome.message, ...heldUp }, outcome.httpStatus);
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
      <PageTitle>Sign in</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Sign in</h1>
      {loaderData.noAdministratorYet && (
        <div className="notice" role="status">
          <p>This site has no administrator yet. On the server, in Makazi&apos;s folder, run</p>
          <pre>
            <code>npm run admin -- create --email you@example.co.ke</code>
          </pre>
          <p>
            and sign in here with the password it asks for; or start the server once with{" "}
            <code>ADMIN_EMAIL</code> and <code>ADMIN_PASSWORD</code> set.
          </p>
        </div>
      )}
      {actionData?.message && <ErrorSummary submission={actionData}>{actionData.message}</ErrorSummary>}
      {actionData?.notice && (
        <p className="notice notice--success" role="status">
          {actionData.notice}
        </p>
      )}
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
      {actionData?.wayIn === "e-mail" && (
        <Form method="post" className="form">
          <p>Are you the administrator? A one-time sign-in link e-mailed to your address gets you in now.</p>
          <input type="hidden" name="email" value={actionData.email} />
          <button
            type="submit"
            className="button button--secondary"
            name="intent"
            value="sign-in-link"
            disabled={signingIn}
          >
            E-mail me a sign-in link
          </button>
        </Form>
      )}
      {actionData?.wayIn === "unlock-command" && (
        <p>
          Are you the administrator? Run <code>npm run admin -- unlock</code> on the server, then sign in at
          once.
        </p>
      )}
    </main>
  );
}
