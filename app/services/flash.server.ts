import { randomBytes } from "node:crypto";
import { createCookie, redirect } from "react-router";

/**
 * One confirmation ("About text saved") carried across the redirect after a save, in a
 * short-lived signed cookie. The secret is made at start: a restart only loses a message
 * that was about to be shown, and nobody can plant text of their own on an admin page.
 */
const confirmationCookie = createCookie("makazi_confirmation", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60,
  secrets: [randomBytes(32).toString("base64url")],
});

const secure = (request?: Request) => (request ? new URL(request.url).protocol === "https:" : false);

/** A redirect to `url` that shows `message` on the page it leads to. */
export async function redirectWithConfirmation(
  url: string,
  message: string,
  request?: Request,
): Promise<Response> {
  return redirect(url, {
    headers: { "Set-Cookie": await confirmationCookie.serialize(message, { secure: secure(request) }) },
  });
}

/**
 * The confirmation waiting for this request, if any, and the headers that clear it so it
 * shows once. Pass `headers` on with the loader's answer.
 */
export async function readConfirmation(
  request: Request,
): Promise<{ message: string | null; headers: Headers }> {
  const headers = new Headers();
  const value: unknown = await confirmationCookie.parse(request.headers.get("Cookie"));
  if (typeof value !== "string" || value === "") return { message: null, headers };
  headers.append(
    "Set-Cookie",
    await confirmationCookie.serialize("", { secure: secure(request), maxAge: 0, expires: new Date(0) }),
  );
  return { message: value, headers };
}
