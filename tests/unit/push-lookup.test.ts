import { readFile } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { resolveEndpoint } from "@/lib/push/endpoint";
import { startFakeDns } from "../helpers/fake-dns";

/**
 * Looking up a push service's addresses before a send (docs/security.md, "Push"): bounded in time,
 * off libuv's shared threads, and only public addresses pass.
 */
const servers: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function dns(options: Parameters<typeof startFakeDns>[0]) {
  const server = await startFakeDns(options);
  servers.push(server);
  return server;
}

describe("resolveEndpoint", () => {
  it("gives up on a name server that never answers after its time-out, and other work goes on meanwhile", async () => {
    const silent = await dns({ silent: true });
    const started = performance.now();
    const lookups = Array.from({ length: 8 }, (_, index) =>
      resolveEndpoint(`https://push${index}.example.com/send/1`, 1_000, [silent.server]),
    );
    let answered = false;
    void Promise.all(lookups).then(() => (answered = true));
    // Eight hanging look-ups through getaddrinfo would hold libuv's four threads, which file reads
    // share: this read would wait for them.
    await readFile(import.meta.filename);
    expect(answered).toBe(false);
    for (const result of await Promise.all(lookups)) expect(result).toEqual({ ok: false, reason: "timeout" });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(silent.queries()).toBeGreaterThan(0);
  });

  it("answers the host's public addresses, to connect to those only", async () => {
    const server = await dns({ addresses: ["93.184.216.34", "93.184.216.35"] });
    expect(await resolveEndpoint("https://push.example.com/send/1", 1_000, [server.server])).toEqual({
      ok: true,
      addresses: [
        { address: "93.184.216.34", family: 4 },
        { address: "93.184.216.35", family: 4 },
      ],
    });
  });

  it("refuses a name with any internal address", async () => {
    const server = await dns({ addresses: ["93.184.216.34", "10.0.0.7"] });
    expect(await resolveEndpoint("https://push.example.com/send/1", 1_000, [server.server])).toEqual({
      ok: false,
      reason: "refused",
    });
  });

  it("a name with no address is a failure, not a time-out", async () => {
    const server = await dns({ addresses: [] });
    expect(await resolveEndpoint("https://push.example.com/send/1", 1_000, [server.server])).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("refuses without a look-up what is not a public https address", async () => {
    expect(await resolveEndpoint("http://push.example.com/send/1", 1_000)).toEqual({ ok: false, reason: "refused" });
    expect(await resolveEndpoint("https://10.1.2.3/send/1", 1_000)).toEqual({ ok: false, reason: "refused" });
    expect(await resolveEndpoint("https://93.184.216.34/send/1", 1_000)).toEqual({
      ok: true,
      addresses: [{ address: "93.184.216.34", family: 4 }],
    });
  });
});
