import type { RouterContextProvider } from "react-router";
import { recordAuditEntry } from "~/data/audit-log.server";
import { type AuditAction, AUDIT_LOG_RETENTION_MS } from "~/domain/audit-log";
import { clientNetwork } from "~/domain/client-network";
import { logger } from "~/shared/logger.server";
import { clientAddressFrom, servicesFrom } from "./context.server";

/**
 * Writes what the administrator did (or what was tried against the account) to the audit log,
 * with the client's network. A failure to write is logged, never shown: the action itself has
 * happened already.
 */
export async function recordAdminAction(
  context: Readonly<RouterContextProvider>,
  { actor, action, subject = null }: { actor: string | null; action: AuditAction; subject?: string | null },
): Promise<void> {
  try {
    await recordAuditEntry(
      servicesFrom(context).database.db,
      {
        occurredAt: new Date(),
        actor,
        action,
        subject,
        clientNetwork: clientNetwork(clientAddressFrom(context)),
      },
      AUDIT_LOG_RETENTION_MS,
    );
  } catch (error) {
    logger.error("Could not write to the audit log", { action, error: String(error) });
  }
}
