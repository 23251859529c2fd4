import { afterAll, beforeAll } from "vitest";
import { setEnv } from "./env";
import { startFakePushService, type FakePushService } from "./fake-push";

// Apart from ./fake-push.ts, which the browser and hostile suites load too: this file is vitest's.

/**
 * A test file's push set-up: the fake push service for the whole file, and the server allowed to
 * send to it on loopback (PUSH_ALLOW_INSECURE_ENDPOINTS, tests only). Use the answer as the
 * service itself once the file's tests run.
 */
export function fakePushServiceForFile(): FakePushService {
  let started: FakePushService | undefined;
  beforeAll(async () => {
    setEnv({ PUSH_ALLOW_INSECURE_ENDPOINTS: "true" });
    started = await startFakePushService();
  });
  afterAll(async () => {
    await started?.close();
    setEnv({ PUSH_ALLOW_INSECURE_ENDPOINTS: undefined });
  });
  return new Proxy({} as FakePushService, {
    get: (_target, key) => {
      if (!started) throw new Error("The fake push service starts before the file's tests");
      const value = started[key as keyof FakePushService];
      return typeof value === "function" ? value.bind(started) : value;
    },
  });
}
