import { z } from "zod";

/** The mail server that notification e-mails go through, from SMTP_URL. */
export interface SmtpServer {
  /** The whole URL, password included, for the mail client and nothing else. */
  url: string;
  /** The server without its user and password, for messages and the log. */
  description: string;
}

/** An address mail is sent from: `Baraka Homes <no-reply@baraka.co.ke>`. */
export interface MailAddress {
  /** Empty: the office's name as its site says it when the e-mail is sent. */
  name: string;
  address: string;
}

const SMTP_USAGE = "must be smtp://host:port or smtps://user:password@host:465, with nothing after the port";

/** SMTP_URL: `smtp://` (STARTTLS when the server offers it) or `smtps://` (TLS from the start). */
export const smtpUrl = z.string().transform((value, context): SmtpServer => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    context.addIssue({ code: "custom", message: SMTP_USAGE });
    return z.NEVER;
  }
  if (!["smtp:", "smtps:"].includes(url.protocol) || url.hostname === "") {
    context.addIssue({ code: "custom", message: SMTP_USAGE });
    return z.NEVER;
  }
  if ((url.pathname !== "" && url.pathname !== "/") || url.search !== "" || url.hash !== "") {
    context.addIssue({ code: "custom", message: SMTP_USAGE });
    return z.NEVER;
  }
  const shown = new URL(url);
  shown.password = "";
  return { url: value, description: `${shown.protocol}//${shown.host}` };
});

/** Letters, digits and the few signs a display name needs; never a line break or a quote. */
const DISPLAY_NAME = /^[\p{L}\p{N} .,'&()-]{1,100}$/u;

/** MAIL_FROM: `Name <address>` or a bare address. */
export const mailFrom = z.string().transform((value, context): MailAddress => {
  const match = /^\s*(?:(.*?)\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
  const name = match?.[1] ?? "";
  const address = match?.[2] ?? match?.[3] ?? "";
  if (!match || !z.email().safeParse(address).success || (name !== "" && !DISPLAY_NAME.test(name))) {
    context.addIssue({
      code: "custom",
      message: "must be an address such as Makazi <no-reply@makazi.co.ke> or no-reply@makazi.co.ke",
    });
    return z.NEVER;
  }
  return { name, address };
});

/** `no-reply@…` at the host of PUBLIC_BASE_URL, or at makazi.local for a site without one or on an IP address, named as the office names its site. */
export function defaultMailFrom(publicBaseUrl: string | undefined): MailAddress {
  const host = publicBaseUrl ? new URL(publicBaseUrl).hostname : "";
  const named = /[a-z]/i.test(host) && host.includes(".") && !host.includes(":");
  return { name: "", address: `no-reply@${named ? host : "makazi.local"}` };
}
