import type { RouterContextProvider } from "react-router";
import { queueMail } from "~/data/outbox.server";
import { findUserByEmail } from "~/data/users.server";
import { SIGN_IN_LINK_LIMIT } from "~/domain/rate-limit";
import { SIGN_IN_LINK_LIFETIME_MS } from "~/domain/sign-in-link";
import { recordAdminAction } from "./audit-log.server";
import { mailLinksOrigin } from "./config.server";
import { servicesFrom } from "./context.server";
import { takeSignInLinkSlot } from "./rate-limit.server";

type Context = Readonly<RouterContextProvider>;

const inMinutes = (milliseconds: number) => milliseconds / 60_000;

export const SIGN_IN_LINK_REQUESTED =
  `If that is an administrator's address, a sign-in link is on its way to it. It works once, ` +
  `within ${inMinutes(SIGN_IN_LINK_LIFETIME_MS)} minutes; a new one can be sent every ` +
  `${inMinutes(SIGN_IN_LINK_LIMIT.windowMs)} minutes.`;

/**
 * The administrator's way in past strangers' wrong passwords: a sign-in link by e-mail when
 * e-mail is on, else `npm run admin -- unlock` on the server.
 */
export type WayIn = "e-mail" | "unlock-command";

export const wayIn = (context: Context): WayIn =>
  servicesFrom(context).notifications ? "e-mail" : "unlock-command";

/**
 * Queues a one-time sign-in link to the administrator at `email`, at most one per account per
 * window (SIGN_IN_LINK_LIMIT); its e-mail is written, with the link's token, when it is sent.
 * Nothing is said of whether it was: the answer is the same for any address.
 */
export async function requestSignInLink(context: Context, email: string): Promise<WayIn> {
  const services = servicesFrom(context);
  if (!services.notifications) return "unlock-command";
  const db = services.database.db;
  const user = await findUserByEmail(db, email);
  if (user?.status !== "active" || !(await takeSignInLinkSlot(context, user.id)).allowed) return "e-mail";
  const siteOrigin = mailLinksOrigin(services.config);
  await queueMail(db, { kind: "sign-in-link", recipient: user.email, siteOrigin }, new Date());
  services.notifications.nudge();
  await recordAdminAction(context, { actor: null, action: "sign-in-link-sent", subject: user.email });
  return "e-mail";
}
