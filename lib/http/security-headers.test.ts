import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  newNonce,
  pageSecurityHeaders,
  servedOverHttps,
  UPLOADTHING_IMAGE_SOURCES,
} from "./security-headers";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((part) => {
      const [name, ...values] = part.split(" ");
      return [name!, values];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("allows only scripts carrying the nonce in production, never inline or eval", () => {
    const csp = directives(contentSecurityPolicy({ nonce: "abc123" }));
    expect(csp.get("script-src")).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(contentSecurityPolicy({ nonce: "abc123" })).not.toMatch(/unsafe-eval/);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "blob:"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
  });

  it("adds eval only in development", () => {
    const csp = directives(contentSecurityPolicy({ nonce: "n", dev: true }));
    expect(csp.get("script-src")).toContain("'unsafe-eval'");
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("lets photos come from UploadThing when it stores them, and upgrades requests over https", () => {
    const csp = directives(contentSecurityPolicy({ nonce: "n", imageSources: UPLOADTHING_IMAGE_SOURCES, https: true }));
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://*.ufs.sh", "https://utfs.io"]);
    expect(csp.get("upgrade-insecure-requests")).toEqual([]);
  });
});

describe("pageSecurityHeaders", () => {
  it("turns off camera, microphone and geolocation, forbids framing, and sends HSTS only over https", () => {
    const plain = pageSecurityHeaders({ nonce: "n" });
    expect(plain["Permissions-Policy"]).toBe("camera=(), microphone=(), geolocation=()");
    expect(plain["X-Frame-Options"]).toBe("DENY");
    expect(plain["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(plain["Strict-Transport-Security"]).toBeUndefined();
    expect(pageSecurityHeaders({ nonce: "n", https: true })["Strict-Transport-Security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
  });
});

describe("newNonce", () => {
  it("is 16 random bytes in base64, new each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("servedOverHttps", () => {
  it("follows NEXTAUTH_URL, the request's own protocol, or a proxy's X-Forwarded-Proto", () => {
    expect(servedOverHttps("https://overlap.example", "http:", null)).toBe(true);
    expect(servedOverHttps("http://localhost:3000", "https:", null)).toBe(true);
    expect(servedOverHttps(undefined, "http:", "https")).toBe(true);
    expect(servedOverHttps(undefined, "http:", "HTTPS, http")).toBe(true);
    expect(servedOverHttps("http://localhost:3000", "http:", "http")).toBe(false);
    expect(servedOverHttps(undefined, "http:", null)).toBe(false);
  });
});
