import { data, Form, redirect, useNavigation } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { SecondStepCodeField } from "~/office/components/second-step-code-field";
import { safeRedirectTarget } from "~/domain/redirect-target";
import { awaitsSecondFactor, completeSecondFactor, withCookies } from "~/services/auth.server";
import { formText } from "~/services/form-text.server";
import type { Route } from "./+types/second-factor";
import { ErrorSummary } from "~/ui/error-summary";

const DASHBOARD = "/admin-dashboard";

/** Only a browser that has just passed the password lands here; anyone else starts at sign-in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await awaitsSecondFactor(request, context))) throw redirect("/admin");
  return { redirectTo: safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const outcome = await completeSecondFactor(request, context, {
    code: formText(form, "code"),
    rememberThisDevice: formText(form, "remember") === "yes",
  });
  if (outcome.status === "start-again") throw redirect("/admin");
  if (outcome.status === "refused") {
    return data({ message: outcome.message }, { status: outcome.httpStatus });
  }
  throw redirect(safeRedirectTarget(form.get("redirectTo")) ?? DASHBOARD, {
    headers: withCookies(outcome.setCookies),
  });
}

export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const checking = useNavigation().state === "submitting";
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Sign-in code</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Sign-in code</h1>
      {actionData?.message && <ErrorSummary submission={actionData}>{actionData.message}</ErrorSummary>}
      <Form method="post" className="form" noValidate>
        {loaderData.redirectTo && <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />}
        <SecondStepCodeField
          id="sign-in-code"
          label="Six-digit code from your authenticator app, or a recovery code"
        />
        <label className="check">
          <input type="checkbox" name="remember" value="yes" /> Don&apos;t ask again on this device for 30
          days
        </label>
        <button type="submit" className="button" disabled={checking}>
          {checking ? "Checking…" : "Sign in"}
        </button>
      </Form>
    </main>
  );
}
