import { decode, encode } from "next-auth/jwt";
import { afterEach, describe, expect, it, vi } from "vitest";
import { decodeToken } from "@/lib/sessions/tokens";

// decodeToken is next-auth's decode with the key derived once (lib/sessions/tokens.ts): it must read
// exactly what next-auth seals, and refuse what next-auth's own decode refuses.
const secret = "a-test-secret-that-is-long-enough-for-hkdf";
const claims = { sub: "7", sid: "s1", kind: "bearer" };

afterEach(() => {
  vi.useRealTimers();
});

describe("decodeToken", () => {
  it("reads a token sealed by next-auth's encode, as next-auth's decode does, again and again", async () => {
    const token = await encode({ token: claims, secret, maxAge: 60 });
    const ours = await decodeToken({ token, secret });
    expect(ours).toEqual(await decode({ token, secret }));
    expect(ours).toMatchObject(claims);
    expect(await decodeToken({ token, secret })).toEqual(ours);
  });

  it("keeps the salt's own key apart from the unsalted one", async () => {
    const token = await encode({ token: claims, secret, salt: "cookie-name", maxAge: 60 });
    expect(await decodeToken({ token, secret, salt: "cookie-name" })).toMatchObject(claims);
    await expect(decodeToken({ token, secret })).rejects.toThrow();
  });

  it("refuses another secret, a tampered token and one expired past the 15 s tolerance", async () => {
    const token = await encode({ token: claims, secret, maxAge: 60 });
    await expect(decodeToken({ token, secret: `${secret}-other` })).rejects.toThrow();
    const parts = token.split(".");
    parts[3] = `${parts[3]!.slice(0, -2)}${parts[3]!.endsWith("AA") ? "BB" : "AA"}`;
    await expect(decodeToken({ token: parts.join("."), secret })).rejects.toThrow();
    const expired = await encode({ token: claims, secret, maxAge: -20 });
    await expect(decodeToken({ token: expired, secret })).rejects.toThrow();
    await expect(decode({ token: expired, secret })).rejects.toThrow();
    const justExpired = await encode({ token: claims, secret, maxAge: -5 });
    expect(await decodeToken({ token: justExpired, secret })).toMatchObject(claims);
  });

  it("answers a token opened before from memory: a copy each time, and never past its expiry", async () => {
    const token = await encode({ token: claims, secret, maxAge: 60 });
    const first = await decodeToken({ token, secret });
    const again = await decodeToken({ token, secret });
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    again!.sub = "changed by a caller";
    expect(await decodeToken({ token, secret })).toMatchObject(claims);
    // Still refused with another secret or salt, though remembered under this one.
    await expect(decodeToken({ token, secret: `${secret}-other` })).rejects.toThrow();
    await expect(decodeToken({ token, secret, salt: "cookie-name" })).rejects.toThrow();
    // 60 s of life and 15 of tolerance: good at 70 s, refused at 80 s, as next-auth's decode would.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 70_000);
    expect(await decodeToken({ token, secret })).toMatchObject(claims);
    vi.setSystemTime(Date.now() + 10_000);
    await expect(decodeToken({ token, secret })).rejects.toThrow();
    await expect(decode({ token, secret })).rejects.toThrow();
  });

  it("answers null for no token, as next-auth does", async () => {
    expect(await decodeToken({ token: undefined, secret })).toBeNull();
  });
});
