import { describe, expect, it } from "vitest";
import { KEPT_KINDS } from "~/domain/personal-data";
import { pageMarkup } from "~/testing/page-in-dom";
import { ErasedByTime } from "./erased-by-time";

const none = Object.fromEntries(KEPT_KINDS.map((kind) => [kind, 0])) as Record<
  (typeof KEPT_KINDS)[number],
  number
>;

describe("the dashboard's line on people's data", () => {
  it("says what the last daily erasure removed, kind by kind", () => {
    const markup = pageMarkup(
      <ErasedByTime
        last={{ day: "2026-11-29", erased: { ...none, messages: 12, viewings: 1, sentEmails: 240 } }}
      />,
    );
    expect(markup).toContain(
      "On 2026-11-29 the site erased what had passed its time: 12 messages, 1 viewing booking, 240 sent e-mails.",
    );
  });

  it("says when nothing had passed its time, or when nothing was erased yet, and leads to the record", () => {
    expect(pageMarkup(<ErasedByTime last={{ day: "2026-11-29", erased: none }} />)).toContain(
      "On 2026-11-29 nothing had passed its time.",
    );
    const before = pageMarkup(<ErasedByTime last={null} />);
    expect(before).toContain("it has not yet.");
    expect(before).toContain('href="/processing-record"');
  });
});
