import { describe, expect, it } from "vitest";
import { describeNotification, notificationState, retryDelayMs } from "./notifications";

const minutes = (n: number) => n * 60_000;

describe("notification retries", () => {
  it("wait 1 minute, then twice as long each time, up to an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryDelayMs)).toEqual(
      [1, 2, 4, 8, 16, 32, 60, 60, 60].map(minutes),
    );
  });
});

describe("where a notification stands", () => {
  const record = {
    status: "pending",
    attempts: 0,
    nextAttemptAt: "2026-06-03T07:15:00.000Z",
    lastError: null,
    sentAt: null,
  };

  it("reads each state of the outbox row, and no row as e-mail off", () => {
    expect(notificationState(null)).toEqual({ kind: "off" });
    expect(notificationState(record)).toEqual({ kind: "waiting" });
    expect(
      notificationState({ ...record, status: "sent", attempts: 1, sentAt: "2026-06-03T07:15:02.000Z" }),
    ).toEqual({
      kind: "sent",
      sentAt: "2026-06-03T07:15:02.000Z",
    });
    expect(notificationState({ ...record, attempts: 2, lastError: "421 Try later" })).toEqual({
      kind: "retrying",
      attempts: 2,
      nextAttemptAt: record.nextAttemptAt,
      lastError: "421 Try later",
    });
    expect(
      notificationState({ ...record, status: "failed", attempts: 8, lastError: "550 No such user" }),
    ).toEqual({
      kind: "failed",
      attempts: 8,
      lastError: "550 No such user",
    });
  });

  it("says so in a line for the inbox, with the mail server's answer", () => {
    expect(describeNotification({ kind: "off" })).toBe("Not e-mailed (e-mail off)");
    expect(describeNotification({ kind: "sent", sentAt: "2026-06-03T07:15:02.000Z" })).toBe(
      "E-mailed 3 Jun 2026, 10:15",
    );
    expect(
      describeNotification({
        kind: "retrying",
        attempts: 1,
        nextAttemptAt: "2026-06-03T07:16:00.000Z",
        lastError: "connect ECONNREFUSED 127.0.0.1:2525",
      }),
    ).toBe(
      "E-mail retrying: 1 attempt failed, next try 3 Jun 2026, 10:16; last error: connect ECONNREFUSED 127.0.0.1:2525",
    );
    expect(describeNotification({ kind: "failed", attempts: 8, lastError: "550 No such user" })).toBe(
      "E-mail failed after 8 attempts; last error: 550 No such user",
    );
  });
});
