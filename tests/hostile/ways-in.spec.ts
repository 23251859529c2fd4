import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, request as requests, test, type APIRequestContext } from "@playwright/test";
import { adminToken, clearOfWindowEnd, newAccount, registerMember, type Account } from "../e2e/fixtures";
import { emailedLink } from "../e2e/outbox";

// The ways into an account that outlived what should have ended them, fired at the real server
// (docs/security.md: "Ending a way in", "Registering without an invite", "Sign-in redirects",
// "Locked out by someone else", and the empty edit of "Input").

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function tokenOf(request: APIRequestContext, account: Pick<Account, "email" | "password">): Promise<string> {
  const response = await request.post("/api/v1/auth/login/json", {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

test("an email change asked with a stolen password dies with the member's password change", async ({ request }) => {
  const member = newAccount("Takeover");
  await registerMember(request, member);
  const thief = await tokenOf(request, member);
  const attackerAddress = newAccount("Attacker").email;
  const asked = await request.put("/api/v1/users/me/email", {
    headers: bearer(thief),
    data: { email: attackerAddress, password: member.password },
  });
  expect(asked.status()).toBe(202);
  const link = await emailedLink(attackerAddress, "/confirm-email", "Confirm your new Overlap email");

  // The member, told by the notice, changes the password.
  const own = await tokenOf(request, member);
  const changed = await request.put("/api/v1/users/me/password", {
    headers: bearer(own),
    data: { current_password: member.password, new_password: "a new e2e passphrase" },
  });
  expect(changed.status()).toBe(204);

  const followed = await request.post("/api/v1/auth/email/confirm", {
    data: { token: new URL(link, "http://x").searchParams.get("token") },
  });
  expect(followed.status()).toBe(400);
  const me = await request.get("/api/v1/users/me", { headers: bearer(own) });
  expect(((await me.json()) as { email: string }).email).toBe(member.email);
});

test("a deactivated member's unused invite codes register nobody", async ({ request }) => {
  const member = newAccount("Banned");
  const id = await registerMember(request, member);
  const token = await tokenOf(request, member);
  const codes: string[] = [];
  for (let i = 0; i < 3; i++) {
    const made = await request.post("/api/v1/invites", { headers: bearer(token) });
    expect(made.status()).toBe(201);
    codes.push(((await made.json()) as { code: string }).code);
  }
  const admin = await adminToken(request);
  expect((await request.post(`/api/v1/admin/users/${id}/deactivate`, { headers: bearer(admin) })).status()).toBe(200);
  for (const code of codes) {
    const sock = newAccount("Sock");
    const register = await request.post("/api/v1/auth/register", {
      data: { name: sock.name, email: sock.email, password: sock.password, age: 30, invite_code: code },
    });
    expect(register.status()).toBe(400);
  }
});

test("an empty or odd edit of a trip participant is no 500", async ({ request }) => {
  const admin = await adminToken(request);
  const host = newAccount("Host");
  await registerMember(request, host);
  const trip = await request.post("/api/v1/group-trips", {
    headers: bearer(await tokenOf(request, host)),
    data: {
      title: "Empty edits",
      destination: "Lisbon",
      arrival_date: "2030-05-01",
      departure_date: "2030-05-08",
      trip_type: "friends",
      visibility: "public",
      max_participants: 4,
    },
  });
  expect(trip.status(), await trip.text()).toBe(201);
  const list = await request.get("/api/v1/admin/trip-participants?limit=5", { headers: bearer(admin) });
  const [participant] = (await list.json()) as { id: number }[];
  for (const body of ["{}", '{"not_a_field":1}', "null", "[]", '""']) {
    const answer = await request.put(`/api/v1/admin/trip-participants/${participant!.id}`, {
      headers: { ...bearer(admin), "Content-Type": "application/json" },
      data: body,
    });
    expect(answer.status(), `${body}: ${await answer.text()}`).toBeLessThan(500);
  }
});

test("registering a taken address without a code answers as a free one and emails nobody", async ({ request }) => {
  const member = newAccount("Taken");
  await registerMember(request, member);
  const send = (email: string) =>
    request.post("/api/v1/auth/register", { data: { name: "Prober", email, password: "overlap-pass-123", age: 30 } });
  const free = await send(newAccount("Free").email);
  const taken = await send(member.email);
  expect(taken.status()).toBe(free.status());
  const [a, b] = [(await free.json()) as Record<string, unknown>, (await taken.json()) as Record<string, unknown>];
  expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
  expect(b.is_active).toBe(false);
  // Nothing was written to the outbox for either address after a moment.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const outbox = path.resolve(".data/e2e/outbox");
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  for (const file of files) {
    const text = await readFile(path.join(outbox, file), "utf8");
    expect(text.includes(String(a.email)) && text.includes("Prober")).toBe(false);
    expect(text.includes("Prober") && text.includes(member.email)).toBe(false);
  }
});

test("a sign-in callback that normalises to another host is not followed", async ({ request }) => {
  for (const callback of ["/.//evil.example", "/%2e//evil.example", "/./\\evil.example", "//evil.example"]) {
    const page = await request.get(`/login?callbackUrl=${encodeURIComponent(callback)}`);
    expect(page.status()).toBe(200);
    const html = await page.text();
    const value = /name="callbackUrl" value="([^"]*)"/.exec(html)?.[1];
    expect(value, callback).toBe("/app");
  }
});

test("failing sign-ins for a member's email does not lock the member out of a device they used", async ({
  baseURL,
}) => {
  const setup = await requests.newContext({ baseURL });
  const member = newAccount("Locked");
  await registerMember(setup, member);
  // The member's own client keeps its cookies: the device token from this sign-in.
  const own = await requests.newContext({ baseURL });
  expect(
    (await own.post("/api/v1/auth/login/json", { data: { email: member.email, password: member.password } })).status(),
  ).toBe(200);
  const attacker = await requests.newContext({ baseURL });
  await clearOfWindowEnd(15 * 60); // the account's failed sign-ins, counted to their limit
  for (let i = 0; i < 12; i++)
    await attacker.post("/api/v1/auth/login/json", { data: { email: member.email, password: `guess ${i}` } });
  expect(
    (
      await attacker.post("/api/v1/auth/login/json", { data: { email: member.email, password: member.password } })
    ).status(),
  ).toBe(429);
  const again = await own.post("/api/v1/auth/login/json", { data: { email: member.email, password: member.password } });
  expect(again.status(), await again.text()).toBe(200);
  await Promise.all([setup.dispose(), own.dispose(), attacker.dispose()]);
});
