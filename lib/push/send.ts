import "server-only";
import type { LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { pinnedLookup } from "./endpoint";

/** What became of one request to a push service. */
export type PushAttempt =
  | { kind: "answer"; status: number }
  | { kind: "timeout"; step: "look-up" | "connect" | "answer" }
  | { kind: "refused" }
  | { kind: "error"; error: unknown };

// Connections are kept between sends: a few push services (FCM, Mozilla, Apple) serve nearly all browsers.
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

/**
 * One POST to a push service, bounded (docs/security.md, "Push"): connected within
 * `connectTimeoutMs`, answered within `timeoutMs`, else the request is destroyed and the attempt is
 * a time-out. node:http rather than fetch, for the connect time-out and for `lookup`, which pins
 * the connection to the addresses resolveEndpoint checked. No redirects are followed (an answer
 * is an answer). The answer's body is not read; one still arriving at `timeoutMs` is cut off.
 */
export function postToPushService(
  url: URL,
  headers: Record<string, string>,
  body: Buffer,
  options: { addresses: LookupAddress[] | "system"; connectTimeoutMs: number; timeoutMs: number },
): Promise<PushAttempt> {
  return new Promise((resolve) => {
    let settled = false;
    let connectTimer: NodeJS.Timeout | undefined;
    const settle = (attempt: PushAttempt) => {
      clearTimeout(connectTimer);
      if (settled) return;
      settled = true;
      resolve(attempt);
    };
    const giveUp = (step: "connect" | "answer") => {
      settle({ kind: "timeout", step });
      request.destroy();
    };
    const secure = url.protocol === "https:";
    const request = (secure ? https : http).request(
      url,
      {
        method: "POST",
        headers,
        agent: secure ? agents.https : agents.http,
        ...(options.addresses === "system" ? {} : { lookup: pinnedLookup(options.addresses) }),
      },
      (response) => {
        settle({ kind: "answer", status: response.statusCode ?? 0 });
        response.on("close", () => clearTimeout(deadline));
        response.on("error", () => {});
        response.resume();
      },
    );
    const deadline = setTimeout(() => giveUp("answer"), options.timeoutMs);
    request.on("socket", (socket) => {
      if (!socket.connecting) return;
      connectTimer = setTimeout(() => giveUp("connect"), options.connectTimeoutMs);
      socket.once("connect", () => clearTimeout(connectTimer));
    });
    request.on("error", (error) => {
      clearTimeout(deadline);
      settle({ kind: "error", error });
    });
    request.on("close", () => {
      if (!settled) settle({ kind: "error", error: new Error("The connection closed without an answer") });
    });
    request.end(body);
  });
}
