import net from "node:net";

/**
 * A PostgreSQL server on loopback that never serves: each connection gets what a real server in
 * trouble gives (docs/security.md, "Database trouble"), so the app's real driver meets each way of
 * not reaching the database. `fatal` answers the start-up with an error of that SQLSTATE, as a
 * server starting up (57P03), full (53300), shut down (57P01) or closed for maintenance (55000)
 * does; `silent` accepts and never answers; `hangup` closes at once.
 */
export type FakePostgresMode = { fatal: string; message: string } | "silent" | "hangup";

export async function startFakePostgres(mode: FakePostgresMode): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    if (mode === "hangup") return void socket.destroy();
    if (mode === "silent") return;
    const { fatal, message } = mode;
    socket.on("data", (data) => {
      // An SSLRequest (8 bytes, code 80877103) is answered "N"; the start-up message after it gets the error.
      if (data.length === 8 && data.readInt32BE(4) === 80_877_103) return void socket.write("N");
      socket.end(errorResponse(fatal, message));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/overlap`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The protocol's ErrorResponse: 'E', its length, then fields (a type byte, text, NUL) and a closing NUL. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.concat(
    [
      ["S", "FATAL"],
      ["V", "FATAL"],
      ["C", code],
      ["M", message],
    ]
      .map(([type, text]) => Buffer.from(`${type}${text}\0`))
      .concat(Buffer.from("\0")),
  );
  const head = Buffer.alloc(5);
  head.write("E", 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}
