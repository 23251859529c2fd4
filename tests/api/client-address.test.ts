import { afterEach, describe, expect, it } from "vitest";
import { clientAddress, peerStamp } from "@/lib/http/client-address";
// @ts-expect-error: a plain ES module without types; the production server's own rule
import { clientFromHops, parseTrustedProxies } from "../../scripts/server.mjs";

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("the client address our server stamps (docs/security.md, Client addresses and proxies)", () => {
  it("believes the TCP peer by default, whatever X-Forwarded-For says", () => {
    expect(clientFromHops("6.6.6.6", "203.0.113.9", 0)).toBe("203.0.113.9");
    expect(clientFromHops("6.6.6.6, 7.7.7.7", "::ffff:203.0.113.9", 0)).toBe("203.0.113.9");
  });

  it("believes as many hops as TRUSTED_PROXIES says, and no more", () => {
    // client wrote 6.6.6.6; our one proxy (the peer, 10.0.0.2) appended the address it saw
    expect(clientFromHops("6.6.6.6, 198.51.100.4", "10.0.0.2", 1)).toBe("198.51.100.4");
    expect(clientFromHops("6.6.6.6, 198.51.100.4, 10.0.0.3", "10.0.0.2", 2)).toBe("198.51.100.4");
    // fewer hops than proxies: the leftmost there is
    expect(clientFromHops(undefined, "198.51.100.4", 1)).toBe("198.51.100.4");
    expect(clientFromHops("[2001:db8::7]:443", "10.0.0.2", 1)).toBe("2001:db8::7");
    expect(clientFromHops("198.51.100.4:5123", "10.0.0.2", 1)).toBe("198.51.100.4");
  });

  it("gives no address for a hop that is not one", () => {
    expect(clientFromHops("not-an-address", "10.0.0.2", 1)).toBeUndefined();
    expect(clientFromHops("", "", 0)).toBeUndefined();
  });

  it("refuses a TRUSTED_PROXIES that is not a small count", () => {
    expect(parseTrustedProxies(undefined)).toBe(0);
    expect(parseTrustedProxies("2")).toBe(2);
    for (const bad of ["-1", "1.5", "yes", "99"]) expect(() => parseTrustedProxies(bad)).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("clientAddress reads only what our server (or Vercel) wrote", () => {
  afterEach(() => {
    delete process.env.VERCEL;
  });

  it("reads the stamp with this process's secret", () => {
    expect(clientAddress(headers(Object.fromEntries([peerStamp("203.0.113.5")])))).toBe("203.0.113.5");
  });

  it("ignores a client's X-Forwarded-For and X-Real-IP, and a stamp with a forged secret", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "6.6.6.6", "x-real-ip": "6.6.6.6" }))).toBe("unknown");
    expect(clientAddress(headers({ "x-overlap-peer": "guess 6.6.6.6" }))).toBe("unknown");
    expect(clientAddress(headers({ "x-overlap-peer": "6.6.6.6" }))).toBe("unknown");
  });

  it("counts IPv6 addresses by their /64, and IPv4 through IPv6 as IPv4", () => {
    const a = clientAddress(headers(Object.fromEntries([peerStamp("2001:db8:1:2::1")])));
    const b = clientAddress(headers(Object.fromEntries([peerStamp("2001:db8:1:2:ffff:ffff:ffff:fffe")])));
    const c = clientAddress(headers(Object.fromEntries([peerStamp("2001:db8:1:3::1")])));
    expect(a).toBe("2001:db8:1:2::/64");
    expect(b).toBe(a);
    expect(c).not.toBe(a);
    expect(clientAddress(headers(Object.fromEntries([peerStamp("::ffff:198.51.100.1")])))).toBe("198.51.100.1");
  });

  it("matches RATE_LIMIT_SAFELIST entries written as plain addresses", async () => {
    const { resetEnvCache } = await import("@/lib/env");
    const { rateLimitSafelist } = await import("@/lib/rate-limit/service");
    process.env.RATE_LIMIT_SAFELIST = "127.0.0.1, ::1";
    resetEnvCache();
    try {
      for (const peer of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
        expect(rateLimitSafelist().has(clientAddress(headers(Object.fromEntries([peerStamp(peer)]))))).toBe(true);
      }
    } finally {
      process.env.RATE_LIMIT_SAFELIST = "";
      resetEnvCache();
    }
  });

  it("on Vercel, reads the platform's header", () => {
    process.env.VERCEL = "1";
    expect(clientAddress(headers({ "x-vercel-forwarded-for": "198.51.100.8", "x-overlap-peer": "x 6.6.6.6" }))).toBe(
      "198.51.100.8",
    );
  });

  it("reads a plain header object as well as Headers", () => {
    const [name, value] = peerStamp("198.51.100.2");
    expect(clientAddress({ [name]: value, "x-forwarded-for": "6.6.6.6" })).toBe("198.51.100.2");
  });
});
