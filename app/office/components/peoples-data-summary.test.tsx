import { describe, expect, it } from "vitest";
import { KEPT_KINDS } from "~/domain/personal-data";
import { pageMarkup } from "~/testing/page-in-dom";
import { PeoplesDataSummary } from "./peoples-data-summary";

const none = Object.fromEntries(KEPT_KINDS.map((kind) => [kind, 0])) as Record<
  (typeof KEPT_KINDS)[number],
  number
>;

describe("the dashboard's line on people's data", () => {
  it("says what the last daily erasure removed, kind by kind", () => {
    const markup = pageMarkup(
      <PeoplesDataSummary
        requests={[]}
        today="2026-11-29"
        last={{ day: "2026-11-29", erased: { ...none, messages: 12, viewings: 1, sentEmails: 240 } }}
      />,
    );
    expect(markup).toContain(
      "On 2026-11-29 the site erased what had passed its time: 12 messages, 1 viewing booking, 240 sent e-mails.",
    );
  });

  it("says when nothing had passed its time, or when nothing was erased yet, and leads to the record", () => {
    expect(
      pageMarkup(
        <PeoplesDataSummary last={{ day: "2026-11-29", erased: none }} requests={[]} today="2026-11-29" />,
      ),
    ).toContain("On 2026-11-29 nothing had passed its time.");
    const before = pageMarkup(<PeoplesDataSummary last={null} requests={[]} today="2026-11-29" />);
    expect(before).toContain("it has not yet.");
    expect(before).toContain('href="/processing-record"');
    expect(before).not.toContain("wait");
  });

  it("counts the requests waiting for an answer, and says when any is overdue", () => {
    const request = (id: number, dueOn: string) => ({
      id,
      kind: "erasure" as const,
      receivedOn: "2026-11-20",
      dueOn,
      note: "",
      answeredOn: null,
    });
    const waiting = pageMarkup(
      <PeoplesDataSummary
        last={null}
        requests={[request(1, "2026-12-02"), request(2, "2026-12-05")]}
        today="2026-11-29"
      />,
    );
    expect(waiting).toContain(
      "2 requests about a person&#x27;s data</a> wait for an answer, the first due 2026-12-02.",
    );
    const overdue = pageMarkup(
      <PeoplesDataSummary last={null} requests={[request(1, "2026-11-27")]} today="2026-11-29" />,
    );
    expect(overdue).toContain('class="notice notice--error"');
    expect(overdue).toContain("waits for an answer, 1 overdue.");
  });
});
