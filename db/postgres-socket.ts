import net from "node:net";

/**
 * The sockets postgres.js opens to PostgreSQL, made by us so that every way of not reaching the
 * database fails the waiting query (the API's 503, docs/security.md "Database trouble") instead of
 * leaving it waiting for ever. postgres.js reconnects at once, without end, when a server (or a
 * proxy in front of one that is down) accepts a new connection and closes it before saying a word, and the query
 * that asked for the connection never fails. After HANGUPS_BEFORE_FAILING such hang-ups in a row
 * the next socket fails at once, with an error, which fails the waiting query; a connection that
 * hears the server again resets the count.
 *
 * Everything else is postgres.js's own way: the socket is returned while it connects (writes wait
 * for it), its connect_timeout covers the connecting, and a refusal or time-out reaches it as the
 * socket's error. Several hosts in the URL are tried in turn, moving on after a failure.
 */
const HANGUPS_BEFORE_FAILING = 3;

type SocketOptions = { host: string[]; port: number[]; path?: string | false };

export function guardedSockets(): (options: SocketOptions) => net.Socket {
  let hangups = 0;
  let hostIndex = 0;
  return (options) => {
    if (hangups >= HANGUPS_BEFORE_FAILING) {
      hangups = 0;
      const failed = new net.Socket();
      // After postgres.js has put its listeners on it (it awaits the factory: a tick would be too soon).
      setImmediate(() =>
        failed.destroy(
          Object.assign(new Error("The database closed new connections before answering"), { code: "ECONNRESET" }),
        ),
      );
      return failed;
    }
    const index = hostIndex % Math.max(options.host.length, 1);
    const socket = options.path
      ? net.connect({ path: options.path })
      : net.connect({ host: options.host[index], port: options.port[index] ?? options.port[0] ?? 5432 });
    let opened = false;
    let heard = false;
    socket.once("connect", () => (opened = true));
    socket.once("data", () => {
      heard = true;
      hangups = 0;
    });
    socket.once("error", () => {
      if (!heard) hostIndex += 1;
    });
    socket.once("close", () => {
      if (opened && !heard) hangups += 1;
    });
    return socket;
  };
}
