import { data, type RouterContextProvider } from "react-router";
import { listingKeeper, viewingKeepers } from "~/data/office-work.server";
import type { User } from "~/data/users.server";
import { NOT_YOUR_LISTING, NOT_YOUR_VIEWING, ownWorkOf } from "~/domain/office-roles";
import { recordAdminAction } from "./audit-log.server";
import { servicesFrom } from "./context.server";

/**
 * Refuses a person with 403 and `message` (a page for another role, or someone else's listing
 * or message asked for by a guessed id or an old link), and writes the attempt to the audit
 * log; nothing is changed.
 */
export async function refuseAndRecord(
  context: Readonly<RouterContextProvider>,
  { person, request, message }: { person: User; request: Request; message: string },
): Promise<never> {
  await recordAdminAction(context, {
    actor: person.email,
    action: "refused-for-role",
    subject: `${request.method} ${new URL(request.url).pathname}`.slice(0, 200),
  });
  throw data(message, { status: 403 });
}

/**
 * The listing at `slug` when `person` may change it: any listing for the owner and assistants,
 * their own for an agent. 404 when there is no such listing; someone else's is refused (403)
 * and logged.
 */
export async function requireOwnListing(
  context: Readonly<RouterContextProvider>,
  { person, request, slug }: { person: User; request: Request; slug: string },
): Promise<{ id: number; agentId: number | null }> {
  const listing = await listingKeeper(servicesFrom(context).database.db, slug);
  if (!listing) throw data("Property not found", { status: 404 });
  const ownWork = ownWorkOf(person);
  if (ownWork !== null && listing.agentId !== ownWork) {
    await refuseAndRecord(context, { person, request, message: NOT_YOUR_LISTING });
  }
  return listing;
}

/** Refuses (403, logged) an agent's answer to a viewing of someone else's listing; the owner and assistants answer any. */
export async function requireOwnViewings(
  context: Readonly<RouterContextProvider>,
  { person, request, ids }: { person: User; request: Request; ids: readonly number[] },
): Promise<void> {
  const ownWork = ownWorkOf(person);
  if (ownWork === null) return;
  const keepers = await viewingKeepers(servicesFrom(context).database.db, ids);
  if ([...keepers.values()].some((agentId) => agentId !== ownWork)) {
    await refuseAndRecord(context, { person, request, message: NOT_YOUR_VIEWING });
  }
}
