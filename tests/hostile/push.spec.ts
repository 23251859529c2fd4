import { expect, test, type APIRequestContext } from "@playwright/test";
import { newAccount, registerMember, type Account } from "../e2e/fixtures";
import { startFakePushService, type BrowserSubscription } from "../helpers/fake-push";

// Browser push against the real production server (docs/security.md, "Push"): one member's ten
// endpoints that take the connection and never answer must not hold up anyone else's pushes, and a
// signed-out browser gets nothing. The fake push service runs here, on the port whose origin
// playwright.config.ts gives the server as PUSH_TEST_SERVICE_ORIGIN (the same rule as there).
const FAKE_PUSH_PORT = Number(process.env.FAKE_PUSH_PORT ?? Number(process.env.FAKE_GOOGLE_PORT ?? 3190) + 1);
/** Well under the server's send time-out (5 s): a push that waited for a black hole would miss it. */
const PROMPT_MS = 2_500;

let push: Awaited<ReturnType<typeof startFakePushService>>;

test.beforeAll(async () => {
  push = await startFakePushService({ port: FAKE_PUSH_PORT });
});

test.afterAll(async () => {
  // Cuts the black holes' connections: the server counts them as failures and drops them.
  await push?.close();
});

type Member = { id: number; account: Account; token: string };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const now = () => performance.timeOrigin + performance.now();

/** A new session of the member: each browser signs in on its own. */
async function signIn(request: APIRequestContext, account: Account): Promise<string> {
  const login = await request.post("/api/v1/auth/login/json", {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

async function member(request: APIRequestContext, label: string): Promise<Member> {
  const account = newAccount(label);
  const id = await registerMember(request, account);
  return { id, account, token: await signIn(request, account) };
}

async function subscribe(request: APIRequestContext, token: string, browser: BrowserSubscription) {
  const answer = await request.post("/api/v1/push/subscriptions", {
    data: { endpoint: browser.endpoint, keys: browser.keys },
    headers: bearer(token),
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** Friends, with their conversation open; returns its id. */
async function friends(request: APIRequestContext, a: Member, b: Member): Promise<number> {
  const asked = await request.post("/api/v1/pairings", {
    data: { target_user_id: b.id, action: "friend" },
    headers: bearer(a.token),
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const pairingId = ((await asked.json()) as { id: number }).id;
  const answered = await request.post(`/api/v1/pairings/${pairingId}/respond`, {
    data: { response_type: "befriend" },
    headers: bearer(b.token),
  });
  expect(answered.status(), await answered.text()).toBe(200);
  const opened = await request.post(`/api/v1/matches/from-pairing/${pairingId}`, { headers: bearer(a.token) });
  expect(opened.status(), await opened.text()).toBe(201);
  return ((await opened.json()) as { id: number }).id;
}

async function send(request: APIRequestContext, from: Member, matchId: number, content: string) {
  const answer = await request.post("/api/v1/messages", {
    data: { match_id: matchId, content },
    headers: bearer(from.token),
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

const pushesTo = (browser: BrowserSubscription) =>
  push.received.filter((entry) => entry.path === new URL(browser.endpoint).pathname);

test("ten black-hole endpoints of one member do not hold up another member's pushes", async ({ request }) => {
  test.setTimeout(90_000);
  const [writer, victim, bystander] = [
    await member(request, "Writer"),
    await member(request, "Victim"),
    await member(request, "Bystander"),
  ];
  // Friends first: the request and its answer are notifications too, pushed once subscribed.
  const toVictim = await friends(request, writer, victim);
  const toBystander = await friends(request, writer, bystander);
  // One subscription per session: the victim signs in ten times, one black hole each.
  const holes = Array.from({ length: 10 }, () => push.blackHole());
  for (const hole of holes) await subscribe(request, await signIn(request, victim.account), hole);
  const good = push.subscription();
  await subscribe(request, bystander.token, good);

  for (let i = 0; i < 5; i++) await send(request, writer, toVictim, `for the victim ${i}`);
  for (let i = 0; i < 5; i++) {
    const sentAt = now();
    await send(request, writer, toBystander, `for the bystander ${i}`);
    await expect.poll(() => pushesTo(good).length, { timeout: PROMPT_MS, intervals: [25] }).toBe(i + 1);
    expect(pushesTo(good)[i]!.at - sentAt).toBeLessThan(PROMPT_MS);
  }
  expect(pushesTo(good).map((entry) => (entry.payload as { tag: string }).tag)).toEqual(
    Array(5).fill(`message-${toBystander}`),
  );

  // The black holes were reached (the victim's pushes are being sent), and no more than two at a
  // time: within a send's time-out of the first, at most the per-member share of the slots.
  const holePaths = new Set(holes.map((hole) => new URL(hole.endpoint).pathname));
  const holeRequests = push.requests.filter((entry) => holePaths.has(entry.path));
  expect(holeRequests.length).toBeGreaterThan(0);
  expect(holeRequests.filter((entry) => entry.at < holeRequests[0]!.at + 4_000).length).toBeLessThanOrEqual(2);
});

test("after sign-out, that browser's endpoint gets nothing; the member's other browser still does", async ({
  request,
}) => {
  const [writer, reader] = [await member(request, "Writer"), await member(request, "Reader")];
  const matchId = await friends(request, writer, reader);
  const [phone, laptop] = [push.subscription(), push.subscription()];
  const phoneToken = await signIn(request, reader.account);
  await subscribe(request, phoneToken, phone);
  await subscribe(request, reader.token, laptop);

  await send(request, writer, matchId, "before");
  await expect.poll(() => pushesTo(phone).length, { timeout: PROMPT_MS }).toBe(1);
  await expect.poll(() => pushesTo(laptop).length, { timeout: PROMPT_MS }).toBe(1);

  expect((await request.post("/api/v1/auth/logout", { headers: bearer(phoneToken) })).status()).toBe(204);
  await send(request, writer, matchId, "after");
  await expect.poll(() => pushesTo(laptop).length, { timeout: PROMPT_MS }).toBe(2);
  // Both would have gone out in the same round: a moment more, and still nothing for the phone.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(pushesTo(phone)).toHaveLength(1);
});
