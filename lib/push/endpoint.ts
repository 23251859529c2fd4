import "server-only";
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { env } from "@/lib/env";
import { ENDPOINT_NOT_HTTPS, ENDPOINT_NOT_PUBLIC } from "./values";

/**
 * What push endpoints the server will send to (docs/decisions/018-web-push.md, "Endpoints"): the
 * endpoint comes from the browser, so from anyone; the server must not be made to POST to its own
 * network. Push services are public https hosts: anything else is refused when subscribing, and
 * the host's addresses are looked up again before each send (a name may point inward later).
 */

/** PUSH_ALLOW_INSECURE_ENDPOINTS, outside production only: the tests' fake push service on loopback. */
export function insecureEndpointsAllowed(): boolean {
  const config = env();
  return config.NODE_ENV !== "production" && config.PUSH_ALLOW_INSECURE_ENDPOINTS === true;
}

const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) INTERNAL.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [["::", 128], ["::1", 128], ["fc00::", 7], ["fe80::", 10], ["ff00::", 8], ["64:ff9b::", 96]] as const) {
  INTERNAL.addSubnet(network, prefix, "ipv6");
}

export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INTERNAL.check(mapped[1]!, "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return INTERNAL.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Why an endpoint is refused, from its address alone (null when it is fine): the 422 of POST /push/subscriptions. */
export function endpointProblem(endpoint: string): string | null {
  if (insecureEndpointsAllowed()) return null;
  const url = new URL(endpoint);
  if (url.protocol !== "https:") return ENDPOINT_NOT_HTTPS;
  if (url.username || url.password) return ENDPOINT_NOT_PUBLIC;
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (isIP(host)) return isInternalAddress(host) ? ENDPOINT_NOT_PUBLIC : null;
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal") || !host.includes(".")) {
    return ENDPOINT_NOT_PUBLIC;
  }
  return null;
}

/** Before a send: the endpoint still passes, and its host's addresses are all public. */
export async function endpointReachable(endpoint: string): Promise<boolean> {
  if (endpointProblem(endpoint)) return false;
  if (insecureEndpointsAllowed()) return true;
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return true;
  const addresses = await lookup(host, { all: true });
  return addresses.length > 0 && addresses.every((entry) => !isInternalAddress(entry.address));
}
