import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/errors/app-error";
import { assertUnderLimit, consume, type RateLimit } from "@/lib/rate-limit/service";

const limit: RateLimit = { name: "test-limit", limit: 10, windowSeconds: 60, message: "Slow down" };
const minute = (n: number, second = 0) => new Date(Date.UTC(2031, 0, 1, 12, n, second));

async function attempt(subject: string): Promise<number | "ok"> {
  try {
    await consume(await getDb(), limit, subject);
    return "ok";
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return error.extra.retryAfterSeconds!;
    throw error;
  }
}

describe("rate limits (sliding window over two fixed windows)", () => {
  afterEach(() => vi.useRealTimers());

  it("a burst across a window boundary cannot double the limit", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(minute(0, 58));
    for (let i = 0; i < 10; i++) expect(await attempt("burst")).toBe("ok");
    expect(typeof (await attempt("burst"))).toBe("number");
    vi.setSystemTime(minute(1, 2)); // a new fixed window, but the last 60 s still hold 10 hits
    const retry = await attempt("burst");
    expect(typeof retry).toBe("number");
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
  });

  it("lets hits through again as the previous window's weight fades", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(minute(10, 30));
    for (let i = 0; i < 10; i++) await attempt("fade");
    vi.setSystemTime(minute(11, 45)); // previous window weighs 25% now: 2.5 + 1 <= 10
    expect(await attempt("fade")).toBe("ok");
    vi.setSystemTime(minute(13, 0)); // two windows later: nothing counts
    for (let i = 0; i < 10; i++) expect(await attempt("fade")).toBe("ok");
  });

  it("keeps subjects apart, and assertUnderLimit does not count", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(minute(20, 10));
    for (let i = 0; i < 10; i++) await assertUnderLimit(await getDb(), limit, "watcher");
    for (let i = 0; i < 10; i++) expect(await attempt("watcher")).toBe("ok");
    await expect(assertUnderLimit(await getDb(), limit, "watcher")).rejects.toMatchObject({ code: "rate_limited" });
    expect(await attempt("someone-else")).toBe("ok");
  });
});
