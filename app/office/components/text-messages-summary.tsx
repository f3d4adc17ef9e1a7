import type { TextCounts, TextRecord } from "~/data/text-outbox.server";
import { formatReceived } from "~/domain/messages";
import { formatPhoneNumber } from "~/domain/phone";
import { capReached, TEXT_KIND_LABELS, type TextCaps, textStandingWords } from "~/domain/text-caps";

interface TextMessagesSummaryProps {
  counts: TextCounts;
  caps: TextCaps;
  latest: TextRecord[];
}

/** The texts sent today and this month against their caps, what they cost, and the latest ones. */
export function TextMessagesSummary({ counts, caps, latest }: TextMessagesSummaryProps) {
  const count = (n: number) => n.toLocaleString("en-KE");
  const reached = capReached(caps, counts);
  return (
    <section aria-labelledby="texts-summary-heading">
      <h2 id="texts-summary-heading">Texts (SMS)</h2>
      <p>
        {count(counts.today)} of {count(caps.daily)} sent today; {count(counts.thisMonth)} of{" "}
        {count(caps.monthly)} this month
        {counts.costThisMonth.length > 0 && `, costing ${counts.costThisMonth.join(" and ")}`}.
      </p>
      {reached && counts.waiting > 0 && (
        <p className="notice" role="status">
          {count(counts.waiting)} {counts.waiting === 1 ? "text waits" : "texts wait"}: the{" "}
          {reached === "daily"
            ? `daily cap of ${count(caps.daily)}`
            : `monthly cap of ${count(caps.monthly)}`}{" "}
          is reached. They go {reached === "daily" ? "tomorrow" : "next month"}, or at once if you raise the
          cap in Settings.
        </p>
      )}
      {latest.length > 0 && (
        <table className="verification-counts">
          <caption>The latest texts, newest first</caption>
          <thead>
            <tr>
              <th scope="col">To</th>
              <th scope="col">About</th>
              <th scope="col">Queued</th>
              <th scope="col">Where it stands</th>
            </tr>
          </thead>
          <tbody>
            {latest.map((text) => (
              <tr key={text.id}>
                <td>{formatPhoneNumber(text.recipient)}</td>
                <td>{TEXT_KIND_LABELS[text.kind] ?? text.kind}</td>
                <td>
                  <time dateTime={text.createdAt}>{formatReceived(text.createdAt)}</time>
                </td>
                <td>{textStandingWords(text)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
