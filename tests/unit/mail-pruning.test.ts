import { describe, expect, it } from "vitest";
import { MAIL_FAILED_KEEP_MS, MAIL_PRUNE_EVERY_MS, MAIL_SENT_KEEP_MS, pruneDue } from "@/lib/mail/values";

const DAY = 24 * 3_600_000;

describe("outbox pruning (docs/api.md §16, Pruning)", () => {
  it("keeps sent emails 7 days and failed ones 30", () => {
    expect(MAIL_SENT_KEEP_MS).toBe(7 * DAY);
    expect(MAIL_FAILED_KEEP_MS).toBe(30 * DAY);
  });

  it("runs in a long-lived process at first, then at most every 10 minutes", () => {
    const start = 1_000_000_000;
    expect(MAIL_PRUNE_EVERY_MS).toBe(10 * 60_000);
    expect(pruneDue(undefined, start)).toBe(true);
    expect(pruneDue(start, start)).toBe(false);
    expect(pruneDue(start, start + MAIL_PRUNE_EVERY_MS - 1)).toBe(false);
    expect(pruneDue(start, start + MAIL_PRUNE_EVERY_MS)).toBe(true);
  });

  it("runs again when the clock went back, rather than waiting for it to catch up", () => {
    expect(pruneDue(1_000_000_000, 1_000_000_000 - 60_000)).toBe(true);
  });
});
