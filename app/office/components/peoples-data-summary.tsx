import { Link } from "react-router";
import { counted } from "~/domain/counted";
import type { DataRequest } from "~/domain/data-requests";
import { type ErasedCounts, KEPT_KINDS, RETENTION } from "~/domain/personal-data";

interface PeoplesDataSummaryProps {
  /** What the last daily erasure removed, kind by kind; null before the first. */
  last: { day: string; erased: ErasedCounts } | null;
  /** The requests people made about their data that wait for an answer, the soonest due first. */
  requests: DataRequest[];
  today: string;
}

/** The dashboard's section on people's data: requests waiting, and what the daily erasure removed. */
export function PeoplesDataSummary({ last, requests, today }: PeoplesDataSummaryProps) {
  const erased = KEPT_KINDS.filter((kind) => last && last.erased[kind] > 0).map((kind) =>
    counted(last!.erased[kind], ...RETENTION[kind].counted),
  );
  const overdue = requests.filter((request) => request.dueOn < today).length;
  return (
    <section aria-labelledby="peoples-data-heading">
      <h2 id="peoples-data-heading">People&apos;s data</h2>
      {requests.length > 0 && (
        <p className={overdue > 0 ? "notice notice--error" : undefined}>
          <Link to="/personal-data">
            {counted(requests.length, "request", "requests")} about a person&apos;s data
          </Link>{" "}
          {requests.length === 1 ? "waits" : "wait"} for an answer
          {overdue > 0 ? `, ${overdue} overdue` : `, the first due ${requests[0]!.dueOn}`}.
        </p>
      )}
      <p>
        {!last
          ? "The site erases once a day what has passed its time; it has not yet."
          : erased.length === 0
            ? `On ${last.day} nothing had passed its time.`
            : `On ${last.day} the site erased what had passed its time: ${erased.join(", ")}.`}{" "}
        <Link to="/processing-record">Record of processing</Link> ·{" "}
        <Link to="/personal-data">A person&apos;s data</Link>
      </p>
    </section>
  );
}
