import "server-only";
import type { LookupAddress } from "node:dns";
import { Resolver } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { env } from "@/lib/env";
import { ENDPOINT_NOT_HTTPS, ENDPOINT_NOT_PUBLIC } from "./values";

/**
 * What push endpoints the server will send to (docs/decisions/018-web-push.md, "Endpoints"): the
 * endpoint comes from the browser, so from anyone; the server must not be made to POST to its own
 * network. Push services are public https hosts: anything else is refused when subscribing, and
 * the host's addresses are looked up again before each send (a name may point inward later) and
 * the send connects only to those.
 */

/**
 * The tests' fake push service: outside production, any endpoint with PUSH_ALLOW_INSECURE_ENDPOINTS;
 * anywhere, those at the one origin PUSH_TEST_SERVICE_ORIGIN names (the browser tests' production
 * server). Such endpoints skip the checks below and are reached as they are named.
 */
function testServiceEndpoint(endpoint: string): boolean {
  const config = env();
  if (config.NODE_ENV !== "production" && config.PUSH_ALLOW_INSECURE_ENDPOINTS === true) return true;
  return (
    config.PUSH_TEST_SERVICE_ORIGIN !== undefined &&
    URL.canParse(endpoint) &&
    new URL(endpoint).origin === config.PUSH_TEST_SERVICE_ORIGIN
  );
}

const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  INTERNAL.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const) {
  INTERNAL.addSubnet(network, prefix, "ipv6");
}

function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INTERNAL.check(mapped[1]!, "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return INTERNAL.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Why an endpoint is refused, from its address alone (null when it is fine): the 422 of POST /push/subscriptions. */
export function endpointProblem(endpoint: string): string | null {
  if (testServiceEndpoint(endpoint)) return null;
  const url = new URL(endpoint);
  if (url.protocol !== "https:") return ENDPOINT_NOT_HTTPS;
  if (url.username || url.password) return ENDPOINT_NOT_PUBLIC;
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (isIP(host)) return isInternalAddress(host) ? ENDPOINT_NOT_PUBLIC : null;
  if (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.endsWith(".local") ||
    host.endsWith(".internal") ||
    !host.includes(".")
  ) {
    return ENDPOINT_NOT_PUBLIC;
  }
  return null;
}

/** Where a send may connect, or why it may not. */
export type ResolvedEndpoint =
  { ok: true; addresses: LookupAddress[] | "system" } | { ok: false; reason: "refused" | "timeout" | "not-found" };

/**
 * Where a send may connect: "system" for the tests' service (the system's own look-up), else the
 * host's addresses, all of them public. Looked up through c-ares (dns.Resolver), not dns.lookup:
 * getaddrinfo runs on libuv's four shared threads, and a name whose server never answers holds one
 * for tens of seconds, a time-out around the promise or not; with a few such endpoints file and
 * crypto work of the whole process would wait. A look-up is bounded by `timeoutMs` and cancelled
 * then. The send connects only to the addresses checked here (pinnedLookup), so a name cannot
 * point inward between the check and the connection. `servers` is for tests (a fake name server).
 */
export async function resolveEndpoint(
  endpoint: string,
  timeoutMs: number,
  servers?: string[],
): Promise<ResolvedEndpoint> {
  if (endpointProblem(endpoint)) return { ok: false, reason: "refused" };
  if (testServiceEndpoint(endpoint)) return { ok: true, addresses: "system" };
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, "");
  const family = isIP(host);
  if (family !== 0) return { ok: true, addresses: [{ address: host, family }] };
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  if (servers) resolver.setServers(servers);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    resolver.cancel();
  }, timeoutMs);
  const answers = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]).finally(() =>
    clearTimeout(timer),
  );
  const addresses = answers.flatMap((answer, index) =>
    answer.status === "fulfilled" ? answer.value.map((address) => ({ address, family: index === 0 ? 4 : 6 })) : [],
  );
  if (addresses.length === 0) {
    const codes = answers.map((answer) =>
      answer.status === "rejected" ? (answer.reason as { code?: string }).code : undefined,
    );
    return {
      ok: false,
      reason: timedOut || codes.some((code) => code === "ETIMEOUT" || code === "ECANCELLED") ? "timeout" : "not-found",
    };
  }
  if (addresses.some((entry) => isInternalAddress(entry.address))) return { ok: false, reason: "refused" };
  return { ok: true, addresses };
}

/** A `lookup` for node:http that answers only the given addresses (those resolveEndpoint checked). */
export function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : options.family;
    const usable = family === 4 || family === 6 ? addresses.filter((entry) => entry.family === family) : addresses;
    const done = callback as (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void;
    if (usable.length === 0) done(Object.assign(new Error("No address of that family"), { code: "ENOTFOUND" }), "");
    else if (options.all) done(null, usable);
    else done(null, usable[0]!.address, usable[0]!.family);
  };
}
