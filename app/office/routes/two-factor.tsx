import { data, Form, Link, useNavigation } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { FormField } from "~/ui/form-field";
import { SecondStepCodeField } from "~/office/components/second-step-code-field";
import { REQUIRED_BY_THE_OWNER } from "~/domain/people";
import { RECOVERY_CODE_COUNT } from "~/domain/second-factor";
import { requireOfficePerson, twoStepRequired } from "~/services/auth.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import { formText } from "~/services/form-text.server";
import {
  confirmSecondFactorSetup,
  renewRecoveryCodes,
  secondFactorPage,
  startSecondFactorSetup,
  turnOffSecondFactor,
} from "~/services/second-factor-setup.server";
import type { Route } from "./+types/two-factor";
import { ErrorSummary } from "~/ui/error-summary";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireOfficePerson(request, context);
  return { page: await secondFactorPage(context, user), required: await twoStepRequired(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireOfficePerson(request, context);
  const form = await request.formData();
  const field = (name: string) => formText(form, name);
  switch (field("intent")) {
    case "start":
      await startSecondFactorSetup(context, user);
      return { message: null, recoveryCodes: null };
    case "confirm":
    case "renew-codes": {
      const renew = field("intent") === "renew-codes";
      const outcome = renew
        ? await renewRecoveryCodes(context, user, field("code"))
        : await confirmSecondFactorSetup(request, context, user, field("code"));
      if (outcome.status === "refused") {
        return data({ message: outcome.message, recoveryCodes: null }, { status: outcome.httpStatus });
      }
      return { message: null, recoveryCodes: outcome.recoveryCodes };
    }
    case "turn-off": {
      if (await twoStepRequired(context)) {
        return data({ message: REQUIRED_BY_THE_OWNER, recoveryCodes: null }, { status: 409 });
      }
      const outcome = await turnOffSecondFactor(context, user, field("code"));
      if (outcome.status === "refused") {
        return data({ message: outcome.message, recoveryCodes: null }, { status: outcome.httpStatus });
      }
      return redirectWithConfirmation("/two-factor", "Two-step sign-in is off.", request);
    }
    default:
      return data({ message: "Unknown action", recoveryCodes: null }, { status: 400 });
  }
}

function CodeField({ label = "Code from the app" }: { label?: string }) {
  return (
    <FormField id="two-factor-code" label={label}>
      {(control) => (
        <input
          {...control}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          required
        />
      )}
    </FormField>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">Your recovery codes</h2>
      <p>
        Each works once, instead of a code from the app, if the phone is lost. Write them down or print this
        page now and keep them somewhere safe: they are not shown again.
      </p>
      <ol className="recovery-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { page, required } = loaderData;
  const busy = useNavigation().state === "submitting";
  const recoveryCodes = actionData?.recoveryCodes;

  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Two-step sign-in</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Two-step sign-in</h1>
      <ConfirmationNotice />
      {required && page.state !== "on" && <p className="notice">{REQUIRED_BY_THE_OWNER}</p>}
      {actionData?.message && <ErrorSummary submission={actionData}>{actionData.message}</ErrorSummary>}
      {recoveryCodes && <RecoveryCodes codes={recoveryCodes} />}

      {page.state === "off" && (
        <>
          <p>
            With two-step sign-in, signing in takes your password and a six-digit code from an authenticator
            app on your phone (Google Authenticator, Microsoft Authenticator, Authy, 1Password and the like).
            A stolen password alone then opens nothing.
          </p>
          <Form method="post">
            <button type="submit" className="button" name="intent" value="start" disabled={busy}>
              Set up two-step sign-in
            </button>
          </Form>
        </>
      )}

      {page.state === "setting-up" && (
        <>
          <ol className="steps">
            <li>In the authenticator app, add an account and scan this QR code.</li>
            <li>Or type this key into the app instead:</li>
          </ol>
          <div
            className="qr-code"
            role="img"
            aria-label="QR code for the authenticator app"
            dangerouslySetInnerHTML={{ __html: page.qrCodeSvg }}
          />
          <p className="secret-key">
            <code>{page.secretText}</code>
          </p>
          <Form method="post" className="form" noValidate>
            <CodeField label="Then type the six-digit code the app shows" />
            <button type="submit" className="button" name="intent" value="confirm" disabled={busy}>
              Turn on two-step sign-in
            </button>
          </Form>
        </>
      )}

      {page.state === "on" && (
        <>
          <p className="notice notice--success">
            Two-step sign-in is on. {page.unusedRecoveryCodes} of {RECOVERY_CODE_COUNT} recovery codes are
            unused.
          </p>
          <h2>New recovery codes</h2>
          <Form method="post" className="form" noValidate>
            <CodeField />
            <button
              type="submit"
              className="button button--secondary"
              name="intent"
              value="renew-codes"
              disabled={busy}
            >
              Make new recovery codes
            </button>
          </Form>
          <h2>Turn it off</h2>
          {required ? (
            <p>The office&apos;s owner asks everyone to sign in in two steps: it stays on.</p>
          ) : (
            <Form method="post" className="form" noValidate>
              <SecondStepCodeField id="two-factor-off-code" label="Code from the app, or a recovery code" />
              <button
                type="submit"
                className="button button--danger"
                name="intent"
                value="turn-off"
                disabled={busy}
              >
                Turn off two-step sign-in
              </button>
            </Form>
          )}
        </>
      )}
      <p>
        <Link to="/admin-dashboard">Back to the dashboard</Link>
      </p>
    </main>
  );
}
