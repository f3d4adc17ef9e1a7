import { describe, expect, it } from "vitest";
import { pageMarkup } from "~/testing/page-in-dom";
import { EmptySearches } from "./empty-searches";

describe("the searches that found nothing, on the dashboard", () => {
  it("show how each was read, so that the office sees which words the vocabulary lacks", () => {
    const markup = pageMarkup(
      <EmptySearches days={30} searches={[{ search: "?q=cheap+2br+dsq+kitchenette", searches: 3 }]} />,
    );
    expect(markup).toContain("3 times");
    expect(markup).toContain("“dsq” also finds sq, servant quarter");
    expect(markup).toContain("2 bedrooms · searched as typed: kitchenette · left out: cheap");
  });
});
