import http from "node:http";
import { BASE_URL } from "../e2e/fixtures";

/** status 0: the server cut the connection before an answer reached us (a refused sender). */
export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; text: string; ms: number };

export type RawRequest = {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** Bytes sent as they are, or a generator of chunks (sent chunked unless a length is given). */
  body?: Buffer | (() => AsyncGenerator<Buffer>);
  /** The address we send from: a loopback address of our choosing is a client the server has not seen. */
  localAddress?: string;
  timeoutMs?: number;
};

/**
 * One request through Node's own http client, for what Playwright's request fixture cannot do: send
 * from a chosen loopback address, stream a body of any size, keep sending after the answer.
 */
export function send(request: RawRequest): Promise<RawAnswer> {
  const url = new URL(request.path, BASE_URL);
  const started = performance.now();
  let answered = false;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname + url.search,
        method: request.method ?? (request.body ? "POST" : "GET"),
        headers: request.headers,
        localAddress: request.localAddress,
        agent: false,
        timeout: request.timeoutMs ?? 30_000,
      },
      (res) => {
        // Stop sending once answered: the server has said what it will say.
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        // "close" too: a server that hangs up on a sender may cut the answer's end short.
        const finish = () => {
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          });
          req.destroy();
        };
        res.on("end", finish);
        res.on("close", finish);
        res.on("error", finish);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${request.timeoutMs ?? 30_000} ms`)));
    req.on("error", (error) => {
      // The server may hang up while we still send: an answer already read counts; without one
      // the request was refused by cutting it off.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "ECONNRESET" && code !== "EPIPE") return reject(error);
      if (!answered) resolve({ status: 0, headers: {}, text: "", ms: performance.now() - started });
    });
    const body = request.body;
    if (!body) return void req.end();
    if (Buffer.isBuffer(body)) return void req.end(body);
    void (async () => {
      try {
        let first = true;
        for await (const chunk of body()) {
          if (answered || req.destroyed) return;
          if (!req.write(chunk)) await new Promise((ok) => req.once("drain", ok));
          // A server may answer from the headers alone and hang up; Node's client drops an answer
          // that arrives while a write fails, so give the early answer a moment to land.
          if (first) await new Promise((ok) => setTimeout(ok, 100));
          first = false;
        }
        req.end();
      } catch {
        // the server closed on us: the answer (if any) is what matters
      }
    })();
  });
}

/** `total` bytes of spaces in 64 KB chunks. */
export function spaces(total: number): () => AsyncGenerator<Buffer> {
  return async function* () {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    for (let sent = 0; sent < total; sent += chunk.length) yield chunk;
  };
}
