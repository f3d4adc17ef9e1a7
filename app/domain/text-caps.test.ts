import { describe, expect, it } from "vitest";
import { capReached, textStandingWords } from "./text-caps";

describe("capReached", () => {
  it("names the cap that holds texts back, the month's first", () => {
    const caps = { daily: 3, monthly: 10 };
    expect(capReached(caps, { today: 2, thisMonth: 9 })).toBeNull();
    expect(capReached(caps, { today: 3, thisMonth: 9 })).toBe("daily");
    expect(capReached(caps, { today: 3, thisMonth: 10 })).toBe("monthly");
    expect(capReached({ daily: 0, monthly: 10 }, { today: 0, thisMonth: 0 })).toBe("daily");
  });
});

describe("textStandingWords", () => {
  const text = { attempts: 1, gatewayStatus: null, lastError: null, cost: null };

  it("says a sent text's gateway status and cost", () => {
    expect(
      textStandingWords({ ...text, status: "sent", gatewayStatus: "Success (101)", cost: "KES 0.8000" }),
    ).toBe("Sent · Success (101) · KES 0.8000");
  });

  it("says why a text is retried, failed or not confirmed", () => {
    expect(
      textStandingWords({ ...text, status: "pending", attempts: 2, lastError: "InsufficientBalance (405)" }),
    ).toBe("Retrying (2 attempts so far): InsufficientBalance (405)");
    expect(textStandingWords({ ...text, status: "pending" })).toBe("Waiting to go");
    expect(textStandingWords({ ...text, status: "failed", lastError: "InvalidPhoneNumber (403)" })).toBe(
      "Failed after 1 attempt: InvalidPhoneNumber (403)",
    );
    expect(textStandingWords({ ...text, status: "unconfirmed", lastError: "no answer" })).toContain(
      "not sent again",
    );
  });
});
