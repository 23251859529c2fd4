import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { peerStamp } from "@/lib/http/client-address";

export { EventStreamClient } from "./sse-client";

type Handler = (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * A real HTTP server on loopback around one route handler, the way Next serves it: the handler's
 * Response body is written to the socket as it is produced, and the request's abort signal fires
 * when the client goes away. Streams are then read over TCP, byte by byte as a browser would.
 */
export async function serveRoute(handler: Handler): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const aborted = new AbortController();
    res.on("close", () => aborted.abort());
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    headers.set(...peerStamp("127.0.0.1"));
    const request = new NextRequest(new URL(req.url ?? "/", "http://localhost"), { headers, signal: aborted.signal });
    const response = await handler(request, { params: Promise.resolve({}) });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body) return void res.end();
    const reader = response.body.getReader();
    res.on("close", () => void reader.cancel().catch(() => {}));
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        res.write(value);
      }
    } catch {
      // the client went away
    }
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
