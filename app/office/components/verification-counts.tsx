import type { VerificationSummary } from "~/data/verification-checks.server";
import { formatReceived } from "~/domain/messages";
import { formatPhoneNumber } from "~/domain/phone";

/** The "Is this really us?" checks of the last 30 days, and the numbers not the office's checked most. */
export function VerificationCounts({ summary }: { summary: VerificationSummary }) {
  const count = (n: number) => n.toLocaleString("en-KE");
  return (
    <section aria-labelledby="verification-heading">
      <h2 id="verification-heading">&ldquo;Is this really us?&rdquo;</h2>
      <p>
        {summary.checks === 1 ? "1 check" : `${count(summary.checks)} checks`} in the last 30 days;{" "}
        {count(summary.unknownNumbers)} named a number that is not the office&apos;s.
      </p>
      {summary.topUnknown.length > 0 && (
        <table className="verification-counts">
          <caption>Numbers checked that are not the office&apos;s, the most checked first</caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Kind</th>
              <th scope="col">Checks</th>
              <th scope="col">Last checked</th>
            </tr>
          </thead>
          <tbody>
            {summary.topUnknown.map((unknown) => (
              <tr key={`${unknown.kind}:${unknown.number}`}>
                <td>{unknown.kind === "phone" ? formatPhoneNumber(unknown.number) : unknown.number}</td>
                <td>{unknown.kind === "phone" ? "Phone" : "Paybill or till"}</td>
                <td>{count(unknown.checks)}</td>
                <td>
                  <time dateTime={unknown.lastCheckedAt}>{formatReceived(unknown.lastCheckedAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
