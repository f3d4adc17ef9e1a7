import { data, Form, Link, redirect, useNavigation } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { SECOND_FACTOR_PATH, signInWithLink, withCookies } from "~/services/auth.server";
import type { Route } from "./+types/sign-in-link";

const DASHBOARD = "/admin-dashboard";

// Opening the page spends nothing: mail programs and scanners open links, only a person presses the button.
export async function action({ request, context, params }: Route.ActionArgs) {
  const outcome = await signInWithLink(request, context, params.token);
  if (outcome.status === "refused") return data({ message: outcome.message }, { status: outcome.httpStatus });
  throw redirect(outcome.status === "second-factor" ? SECOND_FACTOR_PATH : DASHBOARD, {
    headers: withCookies(outcome.setCookies),
  });
}

export default function SignInLink({ actionData }: Route.ComponentProps) {
  const signingIn = useNavigation().state === "submitting";
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Sign in with the e-mailed link</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Sign in with the e-mailed link</h1>
      {actionData?.message ? (
        <>
          <p className="notice notice--error" role="alert">
            {actionData.message}
          </p>
          <p>
            <Link to="/admin">Back to sign in</Link>
          </p>
        </>
      ) : (
        <Form method="post" className="form">
          <p>The link signs this browser in, once. Two-step sign-in, if on, then asks for its code.</p>
          <button type="submit" className="button" disabled={signingIn}>
            {signingIn ? "Signing in…" : "Sign in"}
          </button>
        </Form>
      )}
    </main>
  );
}
