import { expect, test, type APIRequestContext } from "@playwright/test";
import { dayFromToday, memberWithToken } from "../e2e/fixtures";

// One member against another, over HTTP at the real server (docs/security.md, "Between members"):
// learning who turned them down, staying in a blocker's trip chat, and being put into a trip by its
// host without saying yes.

type Member = Awaited<ReturnType<typeof memberWithToken>>;

async function asMember(
  request: APIRequestContext,
  who: Member,
  method: "get" | "post" | "put" | "delete",
  path: string,
  data?: unknown,
) {
  const response = await request[method](`/api/v1${path}`, {
    headers: who.headers,
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  return { status: response.status(), body: text ? JSON.parse(text) : null };
}

async function befriend(request: APIRequestContext, from: Member, to: Member) {
  const asked = await asMember(request, from, "post", "/pairings", { target_user_id: to.id, action: "friend" });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  expect(
    (await asMember(request, to, "post", `/pairings/${asked.body.id}/respond`, { response_type: "befriend" })).status,
  ).toBe(200);
}

async function hostTrip(request: APIRequestContext, host: Member, title: string) {
  const trip = await asMember(request, host, "post", "/group-trips", {
    title,
    destination: `Hostile Bay ${Date.now()}`,
    arrival_date: dayFromToday(30),
    departure_date: dayFromToday(36),
  });
  expect(trip.status, JSON.stringify(trip.body)).toBe(201);
  return trip.body as { id: number };
}

test("a decline and a pass tell nothing to the one turned down, on any route", async ({ request }) => {
  const [asker, decliner, passer] = [
    await memberWithToken(request, "Asker"),
    await memberWithToken(request, "Decliner"),
    await memberWithToken(request, "Passer"),
  ];
  // Plans that meet, so the passer is in the asker's Discover before the pass.
  const destination = `Quiet Cove ${Date.now()}`;
  for (const who of [asker, passer]) {
    const plan = await asMember(request, who, "post", "/travel-plans", {
      destination,
      arrival_date: dayFromToday(20),
      departure_date: dayFromToday(25),
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  }
  const discover = async () =>
    ((await asMember(request, asker, "get", "/matches/potential")).body as { id: number }[]).map((entry) => entry.id);
  expect(await discover()).toContain(passer.id);

  // A declined request stays pending to its sender.
  const sent = await asMember(request, asker, "post", "/pairings", { target_user_id: decliner.id, action: "friend" });
  expect(sent.status).toBe(201);
  expect(
    (await asMember(request, decliner, "post", `/pairings/${sent.body.id}/respond`, { response_type: "decline" })).body
      .status,
  ).toBe("declined");
  expect((await asMember(request, asker, "get", `/pairings/${sent.body.id}`)).body).toMatchObject({
    status: "pending",
  });
  expect(
    ((await asMember(request, asker, "get", "/pairings/requests/sent")).body as { id: number; status: string }[]).find(
      (p) => p.id === sent.body.id,
    ),
  ).toMatchObject({ status: "pending" });
  expect((await asMember(request, asker, "get", `/users/${decliner.id}`)).body.relationship).toMatchObject({
    status: "pending",
    requested_by_me: true,
  });

  // A pass is nothing: 404 as for an id that is not theirs, no relationship, still in Discover.
  const pass = await asMember(request, passer, "post", "/pairings", { target_user_id: asker.id, action: "pass" });
  expect(pass.status).toBe(201);
  const unknown = await asMember(request, asker, "get", "/pairings/2147483647");
  const probed = await asMember(request, asker, "get", `/pairings/${pass.body.id}`);
  expect(probed).toEqual(unknown);
  expect((await asMember(request, asker, "get", `/users/${passer.id}`)).body.relationship).toBeNull();
  expect(await discover()).toContain(passer.id);

  // The export lists the declined request as pending and not the pass.
  const exported = (await asMember(request, asker, "get", "/users/me/export")).body.pairings as {
    id: number;
    status: string;
  }[];
  expect(exported.map((p) => p.id)).not.toContain(pass.body.id);
  expect(exported.find((p) => p.id === sent.body.id)).toMatchObject({ status: "pending" });

  // Asking the passer anyway is answered as a request to anyone: pending, and the passer hears nothing.
  const anyway = await asMember(request, asker, "post", "/pairings", { target_user_id: passer.id, action: "friend" });
  expect(anyway.status).toBe(201);
  expect(anyway.body.status).toBe("pending");
  expect(
    ((await asMember(request, passer, "get", "/notifications")).body as { type: string }[]).map((n) => n.type),
  ).not.toContain("pairing_request");
});

test("a block takes the blocked member out of the blocker's trip and its chat at once", async ({ request }) => {
  const [host, guest] = [await memberWithToken(request, "Blocker"), await memberWithToken(request, "Blocked")];
  await befriend(request, host, guest);
  const trip = await hostTrip(request, host, "Blocked out");
  expect((await asMember(request, host, "post", `/group-trips/${trip.id}/invite`, { user_id: guest.id })).status).toBe(
    201,
  );
  expect(
    (await asMember(request, guest, "put", `/group-trips/${trip.id}/participants/${guest.id}?status_update=accepted`))
      .status,
  ).toBe(200);
  expect(
    (await asMember(request, guest, "post", `/group-trips/${trip.id}/messages`, { content: "Happy to be here" }))
      .status,
  ).toBe(201);

  expect((await asMember(request, host, "post", `/users/${guest.id}/block`)).status).toBe(201);
  for (const answer of [
    await asMember(request, guest, "get", `/group-trips/${trip.id}/messages`),
    await asMember(request, guest, "post", `/group-trips/${trip.id}/messages`, { content: "Still reading you" }),
  ]) {
    expect(answer.status).toBe(404);
  }
  expect((await asMember(request, host, "get", `/group-trips/${trip.id}`)).body).toMatchObject({
    participant_count: 1,
  });
  const chat = (await asMember(request, host, "get", `/group-trips/${trip.id}/messages`)).body as { content: string }[];
  expect(chat.map((message) => message.content)).toEqual(["Happy to be here"]);
});

test("a host cannot accept an invitation on the invitee's behalf; they can withdraw it", async ({ request }) => {
  const [host, friend] = [await memberWithToken(request, "Host"), await memberWithToken(request, "Invitee")];
  await befriend(request, host, friend);
  const trip = await hostTrip(request, host, "Not without me");
  expect((await asMember(request, host, "post", `/group-trips/${trip.id}/invite`, { user_id: friend.id })).status).toBe(
    201,
  );

  const forced = await asMember(
    request,
    host,
    "put",
    `/group-trips/${trip.id}/participants/${friend.id}?status_update=accepted`,
  );
  expect(forced.status).toBe(403);
  expect(forced.body.detail).toBe("Only the invitee can answer an invitation; you can withdraw it instead");
  expect((await asMember(request, friend, "get", `/group-trips/${trip.id}`)).body).toMatchObject({
    user_status: "invited",
    participant_count: 1,
  });
  expect((await asMember(request, friend, "get", `/group-trips/${trip.id}/messages`)).status).toBe(404);

  expect((await asMember(request, host, "delete", `/group-trips/${trip.id}/participants/${friend.id}`)).status).toBe(
    204,
  );
  expect((await asMember(request, friend, "get", `/group-trips/${trip.id}`)).status).toBe(404);
});
