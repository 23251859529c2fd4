import { describe, expect, it } from "vitest";
import { preparedPerHandle, type DbOrTx } from "@/db/client";

// The session lookup runs on every authenticated request: its drizzle statement is built once per
// database handle (db/client.ts), never once per call, and never shared between handles.
describe("preparedPerHandle", () => {
  it("builds once per handle and keeps each handle's own statement", () => {
    const built: object[] = [];
    const statement = preparedPerHandle((db) => {
      built.push(db);
      return { on: db };
    });
    const first = {} as DbOrTx;
    const second = {} as DbOrTx;
    const a = statement(first);
    expect(statement(first)).toBe(a);
    const b = statement(second);
    expect(b).not.toBe(a);
    expect(b.on).toBe(second);
    expect(statement(second)).toBe(b);
    expect(built).toEqual([first, second]);
  });
});
