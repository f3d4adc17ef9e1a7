import { expect } from "vitest";
import { signIn } from "~/services/auth.server";
import { ADMIN, cookiesFrom, thrown } from "./accounts.server";
import { routeArgs, type TestSite } from "./test-services.server";

type Headers = Record<string, string>;

/** Signs `account` in and returns the request headers that carry its session. */
export async function signedInHeaders(
  site: TestSite,
  account: { email: string; password: string } = ADMIN,
): Promise<Headers> {
  const { request, context } = routeArgs(site, "/admin", { form: {} });
  const result = await signIn(request, context, account);
  if (result.status !== "signed-in") throw new Error(`Could not sign ${account.email} in`);
  return { Cookie: cookiesFrom(result.setCookies) };
}

/**
 * Checks that `call` sends a visitor to sign in, and back to `path` afterwards. Which of the
 * office's people may use each page is checked for every route in admin-authorization.test.ts.
 */
export async function expectSignInFirst(
  site: TestSite,
  path: string,
  call: (headers: Headers) => Promise<unknown>,
) {
  const visitor = await thrown(call({}));
  expect(visitor).toBeInstanceOf(Response);
  expect((visitor as Response).headers.get("Location")).toBe(
    `/admin?${new URLSearchParams({ redirectTo: path })}`,
  );
}

/** The headers of the request that follows a redirect, with the cookies it set. */
export function followRedirect(response: Response, headers: Headers): Headers {
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  return { ...headers, Cookie: [headers.Cookie, ...cookies].filter(Boolean).join("; ") };
}
