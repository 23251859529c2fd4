// `npm start` (and, with --dev, `npm run dev`): Next's request handler behind a small Node server
// of our own. Next's own server cannot tell a client's X-Forwarded-For from a proxy's: it fills the
// header from the socket only when the request did not bring one, so any client could choose its
// own rate-limit bucket. Here the socket is at hand; the address we believe is stamped on the
// request for lib/http/client-address.ts (rules in docs/security.md, "Client addresses and proxies").
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { isIP } from "node:net";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

/** The header our server stamps: "<per-process secret> <address>". Clients' copies are replaced. */
export const PEER_HEADER = "x-overlap-peer";
/** No API request needs more (a 10 MB photo and its form envelope); larger is refused unread. */
export const MAX_API_REQUEST_BYTES = 12 * 1024 * 1024;
/** A JSON body to the API (lib/http/body.ts's MAX_JSON_BODY_BYTES). */
export const MAX_JSON_REQUEST_BYTES = 1024 * 1024;
/** Outside /api/v1 (next-auth's sign-in form, pages) bodies are small forms. */
export const MAX_OTHER_REQUEST_BYTES = 64 * 1024;

/**
 * Whether a request's body may be read, and the answer if not. The API's own readers count a
 * streamed body as it arrives (lib/http/body.ts); next-auth and Next's pages read theirs whole, so
 * outside /api/v1 a body must say its length up front, and a small one.
 */
export function refuseBody(path, headers) {
  const api = path.startsWith("/api/v1/");
  const declared = headers["content-length"] === undefined ? undefined : Number(headers["content-length"]);
  const json = /^application\/([\w.+-]+\+)?json\b/i.test(headers["content-type"] ?? "");
  // The same limits the API's readers apply, checked here too so that a body of stated length
  // gets its 413 before a byte of it is read (lib/http/body.ts, lib/http/multipart.ts).
  const limit = api ? (json ? MAX_JSON_REQUEST_BYTES : MAX_API_REQUEST_BYTES) : MAX_OTHER_REQUEST_BYTES;
  if (declared !== undefined && (!Number.isFinite(declared) || declared > limit))
    return { status: 413, detail: "Request body too large" };
  if (!api && declared === undefined && headers["transfer-encoding"] !== undefined) {
    return { status: 411, detail: "A request body must state its length (Content-Length)" };
  }
  return undefined;
}

/**
 * What every answer carries (lib/http/security-headers.ts's BASE_SECURITY_HEADERS, which this file,
 * plain JavaScript, cannot import; a test keeps the two equal), here for the answers given before Next.
 */
export const EARLY_ANSWER_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/**
 * The methods the app answers. Next cannot take others: TRACE (which fetch's Request forbids)
 * answered a bare 500 on every path, and WebDAV's on a static file too, while PROPFIND
 * rendered a page as if it were GET. (Node itself answers a method it does not know with a 400.)
 */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * Ranges and preconditions other than the cache's: no code of ours reads them, and Next's static
 * files (public/, /_next/static) answer the 416 or 412 they can lead to with a bare 500. Without
 * them the file is sent whole, as a server may (RFC 9110 §14.2, §13.2.1).
 */
export const IGNORED_REQUEST_HEADERS = ["range", "if-range", "if-match", "if-unmodified-since"];

/** Next's own reader of the header below, so that nothing Next accepts is refused here. */
const { parseAndValidateFlightRouterState } = createRequire(import.meta.url)(
  "next/dist/server/app-render/parse-and-validate-flight-router-state",
);
/** Sent by our pages' script on each client-side navigation: the layouts the browser already holds. */
const ROUTER_STATE_HEADER = "next-router-state-tree";
export const MALFORMED_ROUTER_STATE = "Malformed router state";

/**
 * A method the app does not answer gets a 405 here, and a router-state header that Next cannot read
 * a 400: Next reads it before any code of ours runs and answers a bare 500, and hides it from
 * middleware.ts (docs/security.md, "Input").
 */
export function refuseHeaders(method, headers) {
  if (!SERVED_METHODS.includes(method))
    return { status: 405, detail: "Method not allowed", headers: { Allow: SERVED_METHODS.join(", ") } };
  const state = headers[ROUTER_STATE_HEADER];
  if (state === undefined) return undefined;
  try {
    parseAndValidateFlightRouterState(state);
    return undefined;
  } catch {
    return { status: 400, detail: MALFORMED_ROUTER_STATE };
  }
}

/**
 * A post to a page: pages take posts only as their forms' server actions. The same split of paths
 * as middleware.ts's isPage, written again because this file is plain JavaScript.
 */
export function isPagePost(method, path) {
  return method === "POST" && !/^\/(api|uploads|_next)\//.test(path);
}

/**
 * Next decodes a server action call's arguments (React's encoding of them) before any code of ours
 * runs, and answers a bare 500 when a forged call's do not decode (a reference to a part that is not
 * there, a malformed one). Our actions themselves never throw (lib/forms/form-action.ts's
 * `attempt` turns every failure into the form's problem), so a 500 to a post to a page is the
 * sender's malformed request: it goes out as a 400 (Next has logged what it could not read).
 */
function answerUndecodableActionsWith400(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    return writeHead.call(this, status === 500 ? 400 : status, ...rest);
  };
  let status = res.statusCode;
  Object.defineProperty(res, "statusCode", {
    configurable: true,
    get: () => status,
    set: (value) => {
      status = value === 500 ? 400 : value;
    },
  });
}

/**
 * The client's address from the X-Forwarded-For chain and the TCP peer, believing only the last
 * `trustedProxies` hops: each proxy of ours appends the address it saw, so the entry that many
 * places left of the peer is the one our outermost proxy saw. Anything further left was written
 * by the client and is ignored. Returns undefined when the chosen hop is not an address.
 */
export function clientFromHops(forwardedFor, peer, trustedProxies) {
  const hops = [
    ...(forwardedFor ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean),
    peer ?? "",
  ];
  const chosen = hops[Math.max(0, hops.length - 1 - trustedProxies)];
  const address = normalizeAddress(chosen);
  return address && isIP(address) ? address : undefined;
}

function normalizeAddress(hop) {
  let address = (hop ?? "").trim();
  // "[2001:db8::1]:443" and "203.0.113.7:5000" as some proxies write them.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  // IPv4 seen through an IPv6 socket: ::ffff:127.0.0.1 and 127.0.0.1 are one address.
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
}

export function parseTrustedProxies(value) {
  if (value === undefined || value.trim() === "") return 0;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > 10) {
    throw new Error(`TRUSTED_PROXIES must be the number of proxies in front of the app (0-10), not "${value}"`);
  }
  return count;
}

/**
 * A second after the answer, cuts the connection of a request whose body has still not arrived in
 * full (a sender of 200 MB). One whose body has, since Node read and dropped the rest, keeps its
 * connection: the client may already be sending its next request on it, which a cut would fail.
 */
function cutIfStillSending(req) {
  setTimeout(() => {
    if (!req.complete) req.socket.destroy();
  }, 1_000).unref();
}

async function main() {
  const { values } = parseArgs({
    options: {
      dev: { type: "boolean", default: false },
      port: { type: "string", short: "p" },
      hostname: { type: "string", short: "H" },
    },
  });
  const dev = values.dev;
  if (!dev) process.env.NODE_ENV ??= "production";
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  const hostname = values.hostname;
  let trustedProxies;
  try {
    trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  // Known to this process only: a stamp without it (from a client, or with `next start` run
  // directly) is not believed.
  const secret = randomBytes(24).toString("base64url");
  process.env.OVERLAP_PEER_SECRET = secret;

  const { default: next } = await import("next");
  const app = next({ dev, port, hostname: hostname ?? "localhost" });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    const refused = refuseBody(path, req.headers);
    if (refused) {
      // The answer goes out at once; what the client still sends is discarded (never stored) for
      // a second, time enough to read the answer, then the connection is cut. Closing at once
      // would reset the connection under a sender still writing, losing the answer on its side.
      res.writeHead(refused.status, { ...EARLY_ANSWER_HEADERS, "Content-Type": "application/json" });
      res.end(JSON.stringify({ detail: refused.detail }));
      req.resume();
      cutIfStillSending(req);
      return;
    }
    // A small body at most (the check above): answered like any other, the connection kept.
    const malformed = refuseHeaders(req.method, req.headers);
    if (malformed) {
      res.writeHead(malformed.status, {
        ...EARLY_ANSWER_HEADERS,
        ...malformed.headers,
        "Content-Type": "application/json",
      });
      res.end(JSON.stringify({ detail: malformed.detail }));
      return;
    }
    const forwarded = req.headers["x-forwarded-for"];
    const address = clientFromHops(
      Array.isArray(forwarded) ? forwarded.join(",") : forwarded,
      req.socket.remoteAddress,
      trustedProxies,
    );
    req.headers[PEER_HEADER] = `${secret} ${address ?? "unknown"}`;
    // Answered before the body was read in full (a 413, or a 401 that never read it): Node reads
    // the rest to reuse the connection; a second's grace, then a sender still sending is cut off.
    res.once("finish", () => cutIfStillSending(req));
    for (const name of IGNORED_REQUEST_HEADERS) delete req.headers[name];
    if (isPagePost(req.method, path)) answerUndecodableActionsWith400(res);
    handle(req, res);
  });
  // Slow senders (slowloris) may not hold connections open for ever. Both limits bound receiving
  // the request, never the answer: an event stream (GET /api/v1/events) stays open for hours, and
  // nothing here buffers it (Next writes each chunk to the socket as the handler produces it).
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
  if (dev) server.on("upgrade", app.getUpgradeHandler());

  server.listen(port, hostname, () => {
    console.log(`> Overlap ${dev ? "(development)" : ""} listening on http://${hostname ?? "localhost"}:${port}`);
  });
  // Open event streams are ended by the app on the same signal (lib/realtime/hub.ts), so their
  // clients reconnect to another instance; whatever is still open after 10 s is cut.
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 10_000).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
