import { Pagination } from "~/ui/pagination";
import { PageTitle } from "~/ui/site-brand";
import { listAuditEntries } from "~/data/audit-log.server";
import { AUDIT_ACTIONS, AUDIT_LOG_PAGE_SIZE } from "~/domain/audit-log";
import { formatReceived, parsePositiveInteger } from "~/domain/messages";
import { requireOfficePerson } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import type { Route } from "./+types/audit-log";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficePerson(request, context);
  const page = parsePositiveInteger(new URL(request.url).searchParams.get("page")) ?? 1;
  const { entries, total } = await listAuditEntries(servicesFrom(context).database.db, {
    page,
    pageSize: AUDIT_LOG_PAGE_SIZE,
  });
  return {
    page,
    pages: Math.max(1, Math.ceil(total / AUDIT_LOG_PAGE_SIZE)),
    entries: entries.map((entry) => ({
      what: AUDIT_ACTIONS[entry.action] ?? entry.action,
      who: entry.actor ?? "someone not signed in",
      subject: entry.subject,
      when: entry.occurredAt.toISOString(),
      network: entry.clientNetwork ?? "unknown",
    })),
  };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, page, pages } = loaderData;
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Activity</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Activity</h1>
      <p>
        Sign-ins, failed attempts and every change made from the administrator&apos;s pages, newest first;
        kept a year.
      </p>
      {entries.length === 0 ? (
        <p className="empty-state">Nothing recorded yet.</p>
      ) : (
        <ol className="record-list" aria-label="Activity">
          {entries.map((entry, index) => (
            <li key={`${entry.when}-${index}`} className="record-list__item">
              <p className="record-list__title">
                {entry.what}
                {entry.subject && <>: {entry.subject}</>}
              </p>
              <p className="record-list__facts">
                {formatReceived(entry.when)} · {entry.who} · network {entry.network}
              </p>
            </li>
          ))}
        </ol>
      )}
      <Pagination
        page={page}
        pages={pages}
        hrefFor={(n) => (n === 1 ? "/audit-log" : `/audit-log?page=${n}`)}
      />
    </main>
  );
}
