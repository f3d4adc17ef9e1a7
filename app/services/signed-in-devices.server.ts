import type { RouterContextProvider } from "react-router";
import { deleteOtherSessionsOfUser, deleteSessionOfUser, listSessionsOfUser } from "~/data/sessions.server";
import type { User } from "~/data/users.server";
import { describeBrowser } from "~/domain/user-agent";
import { recordAdminAction } from "./audit-log.server";
import { sessionIdHash } from "./auth.server";
import { servicesFrom } from "./context.server";

type Context = Readonly<RouterContextProvider>;

export interface SignedInDevice {
  /** The session's stored hash: names it in a sign-out form, and opens nothing. */
  id: string;
  browser: string;
  network: string;
  signedInAt: string;
  lastSeenAt: string;
  isThisDevice: boolean;
}

/** Every browser signed in to the user's account, this one first. */
export async function signedInDevices(
  request: Request,
  context: Context,
  user: User,
): Promise<SignedInDevice[]> {
  const current = await sessionIdHash(request);
  const sessions = await listSessionsOfUser(servicesFrom(context).database.db, user.id);
  return sessions
    .map((session) => ({
      id: session.idHash,
      browser: describeBrowser(session.userAgent),
      network: session.clientNetwork ?? "unknown",
      signedInAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      isThisDevice: session.idHash === current,
    }))
    .sort((a, b) => Number(b.isThisDevice) - Number(a.isThisDevice));
}

/** Signs one of the user's devices out; false when it was not signed in (any more). */
export async function signOutDevice(context: Context, user: User, id: string): Promise<boolean> {
  const signedOut = await deleteSessionOfUser(servicesFrom(context).database.db, user.id, id);
  if (signedOut) await recordAdminAction(context, { actor: user.email, action: "device-signed-out" });
  return signedOut;
}

/** Signs the user out on every device but this one. */
export async function signOutOtherDevices(request: Request, context: Context, user: User): Promise<void> {
  await deleteOtherSessionsOfUser(
    servicesFrom(context).database.db,
    user.id,
    (await sessionIdHash(request)) ?? "",
  );
  await recordAdminAction(context, {
    actor: user.email,
    action: "device-signed-out",
    subject: "every other device",
  });
}
