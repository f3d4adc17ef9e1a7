// The one-time sign-in link: the administrator's way in while strangers' wrong passwords hold
// up new browsers. It goes to the account's own address, so only its mailbox can use it.
import { escapeHtml, headerText } from "./notification-email";

const MINUTE = 60_000;

/** A link works once, for this long after it is written. */
export const SIGN_IN_LINK_LIFETIME_MS = 15 * MINUTE;

/** A token as a link carries it: 32 random bytes in base64url. */
export const SIGN_IN_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const signInLinkPath = (token: string) => `/sign-in/link/${token}`;

export interface SignInLinkEmail {
  subject: string;
  text: string;
  html: string;
}

/** The e-mail with the link: what it does, for how long, and that it can be ignored. */
export function signInLinkEmail({
  site,
  email,
  url,
}: {
  site: string;
  email: string;
  url: string;
}): SignInLinkEmail {
  const minutes = SIGN_IN_LINK_LIFETIME_MS / MINUTE;
  const intro = `Someone, we hope you, asked on the sign-in page for a link to sign in to ${site} as ${email}.`;
  const promise = `The link signs one browser in, once, within ${minutes} minutes. Two-step sign-in, if on, still asks for its code.`;
  const ignore =
    "If it was not you, ignore this e-mail: the link is of no use without this mailbox. " +
    "Someone may be guessing your password; a long one keeps them out.";
  const text = [intro, "", `Sign in: ${url}`, "", promise, ignore, ""].join("\n");
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(url)}">Sign in</a></p>`,
    `<p>${escapeHtml(promise)}</p>`,
    `<p>${escapeHtml(ignore)}</p>`,
  ].join("\n");
  return { subject: headerText(`Your ${site} sign-in link`), text, html };
}
