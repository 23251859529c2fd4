import { createSocket } from "node:dgram";
import type { AddressInfo } from "node:net";

/**
 * A name server on loopback (UDP, RFC 1035): answers A queries with `addresses`' IPv4 entries and
 * AAAA queries with none, or, with `silent`, never answers at all (a name server that hangs).
 * `queries` counts what arrived.
 */
export async function startFakeDns({ addresses = [] as string[], silent = false } = {}) {
  const socket = createSocket("udp4");
  let queries = 0;
  socket.on("message", (query, peer) => {
    queries += 1;
    if (silent) return;
    // The question ends after its name (labels up to a zero byte) and QTYPE, QCLASS.
    let end = 12;
    while (query[end]! !== 0) end += query[end]! + 1;
    end += 5;
    const type = query.readUInt16BE(end - 4);
    const answers = type === 1 ? addresses : [];
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(0x8180, 2); // a response, recursion desired and available, no error
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const records = answers.map((address) => {
      const record = Buffer.alloc(16);
      record.writeUInt16BE(0xc00c, 0); // the question's name
      record.writeUInt16BE(1, 2);
      record.writeUInt16BE(1, 4);
      record.writeUInt32BE(60, 6);
      record.writeUInt16BE(4, 10);
      address.split(".").forEach((part, index) => record.writeUInt8(Number(part), 12 + index));
      return record;
    });
    socket.send(Buffer.concat([header, query.subarray(12, end), ...records]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  return {
    server: `127.0.0.1:${(socket.address() as AddressInfo).port}`,
    queries: () => queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
