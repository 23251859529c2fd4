import "server-only";
import { timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";

/** Stamped by scripts/server.mjs: "<per-process secret> <address>". */
const PEER_HEADER = "x-overlap-peer";
const UNKNOWN = "unknown";

type HeaderSource = Headers | Record<string, unknown> | undefined;

/**
 * The caller's address for per-address rate limits (docs/security.md, "Client addresses and
 * proxies"): the address our own server took from the TCP peer (and from as many X-Forwarded-For
 * hops as TRUSTED_PROXIES allows), or on Vercel its platform header. A client's own
 * X-Forwarded-For or a forged stamp is never believed. IPv6 addresses count by their /64, the
 * block one subscriber holds, so one sender cannot take a fresh bucket per address.
 */
export function clientAddress(headers: HeaderSource): string {
  const address = process.env.VERCEL ? vercelAddress(headers) : stampedAddress(headers);
  return address ? bucketOf(address) : UNKNOWN;
}

function stampedAddress(headers: HeaderSource): string | undefined {
  const secret = process.env.OVERLAP_PEER_SECRET;
  const stamp = read(headers, PEER_HEADER);
  if (!secret || !stamp) return undefined;
  const space = stamp.indexOf(" ");
  if (space < 0 || !sameSecret(stamp.slice(0, space), secret)) return undefined;
  return stamp.slice(space + 1).trim();
}

// Vercel's edge writes the client's address itself; what a client sent is not kept.
function vercelAddress(headers: HeaderSource): string | undefined {
  return (read(headers, "x-vercel-forwarded-for") ?? read(headers, "x-real-ip"))?.split(",")[0]?.trim();
}

/**
 * The rate-limit bucket of an address as written (an IPv6 address's /64). RATE_LIMIT_SAFELIST's
 * entries go through it too, so "::1" there matches what clientAddress makes of ::1.
 */
export function bucketOf(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const version = isIP(plain);
  if (version === 4) return plain;
  if (version === 6) return `${expandIpv6(plain).slice(0, 4).join(":")}::/64`;
  return UNKNOWN;
}

function expandIpv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((group) => (Number.parseInt(group || "0", 16) || 0).toString(16));
}

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

function read(headers: HeaderSource, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return typeof value === "string" ? value : Array.isArray(value) ? String(value[0]) : undefined;
}

/** For tests and tools that call handlers without our server in front: the stamp it would add. */
export function peerStamp(address: string): [string, string] {
  const secret = process.env.OVERLAP_PEER_SECRET;
  if (!secret) throw new Error("OVERLAP_PEER_SECRET is not set: only scripts/server.mjs (or a test) sets it");
  return [PEER_HEADER, `${secret} ${address}`];
}
