import { data, Form, Link, redirect, useNavigation } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { formatReceived } from "~/domain/messages";
import { requireOfficePerson, signOut } from "~/services/auth.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import { formText } from "~/services/form-text.server";
import { signedInDevices, signOutDevice, signOutOtherDevices } from "~/services/signed-in-devices.server";
import type { Route } from "./+types/signed-in-devices";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireOfficePerson(request, context);
  return { devices: await signedInDevices(request, context, user) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireOfficePerson(request, context);
  const form = await request.formData();
  switch (formText(form, "intent")) {
    case "sign-out-device": {
      const signedOut = await signOutDevice(context, user, formText(form, "device"));
      return redirectWithConfirmation(
        "/sessions",
        signedOut ? "That device is signed out." : "That device was signed out already.",
        request,
      );
    }
    case "sign-out-others":
      await signOutOtherDevices(request, context, user);
      return redirectWithConfirmation("/sessions", "Every other device is signed out.", request);
    case "sign-out-everywhere":
      await signOutOtherDevices(request, context, user);
      throw redirect("/admin", { headers: { "Set-Cookie": await signOut(request, context) } });
    default:
      return data(null, { status: 400 });
  }
}

export default function SignedInDevices({ loaderData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { devices } = loaderData;
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Signed-in devices</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Signed-in devices</h1>
      <ConfirmationNotice />
      <p>
        Every browser signed in to your account. A device you do not recognise? Sign it out, then change your
        password.
      </p>
      <ul className="record-list">
        {devices.map((device) => (
          <li key={device.id} className="record-list__item">
            <p className="record-list__title">
              {device.browser}
              {device.isThisDevice && <strong> · this device</strong>}
            </p>
            <p className="record-list__facts">
              From network {device.network}. Signed in {formatReceived(device.signedInAt)}, last seen{" "}
              {formatReceived(device.lastSeenAt)}.
            </p>
            {!device.isThisDevice && (
              <Form method="post">
                <input type="hidden" name="device" value={device.id} />
                <button
                  type="submit"
                  className="button button--secondary"
                  name="intent"
                  value="sign-out-device"
                  disabled={busy}
                >
                  Sign out this device
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <Form method="post" className="record-list__actions">
        {devices.length > 1 && (
          <button
            type="submit"
            className="button button--secondary"
            name="intent"
            value="sign-out-others"
            disabled={busy}
          >
            Sign out every other device
          </button>
        )}
        <button
          type="submit"
          className="button button--danger"
          name="intent"
          value="sign-out-everywhere"
          disabled={busy}
        >
          Sign out everywhere
        </button>
      </Form>
      <p>
        <Link to="/admin-dashboard">Back to the dashboard</Link>
      </p>
    </main>
  );
}
