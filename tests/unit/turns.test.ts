import { describe, expect, it } from "vitest";
import { takeTurns } from "@/lib/workers/turns";

function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** Long work on the server's thread lets other requests in between its items. */
describe("takeTurns", () => {
  it("lets waiting callbacks run during long work, not only after it", async () => {
    const turn = takeTurns(5);
    const seenAtItem: number[] = [];
    let item = 0;
    const tick = () => {
      seenAtItem.push(item);
      if (seenAtItem.length < 3) setImmediate(tick);
    };
    setImmediate(tick);
    for (item = 0; item < 20; item++) {
      await turn();
      busy(2);
    }
    expect(seenAtItem.length).toBe(3);
    expect(Math.max(...seenAtItem)).toBeLessThan(20);
  });

  it("does not give a turn while the work is short", async () => {
    const turn = takeTurns(60_000);
    let ran = false;
    setImmediate(() => (ran = true));
    for (let item = 0; item < 100; item++) await turn();
    expect(ran).toBe(false);
  });
});
