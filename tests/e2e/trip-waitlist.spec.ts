import { connectMembers, dayFromToday, expect, openLive, signedInMember, test } from "./fixtures";

// docs/api.md §6.5: a full trip's waitlist, from the waiting member's phone and the host's desktop. The
// polls are off while the event stream is up, so a promotion that shows within seconds came through it.

const LIVE = { timeout: 6_000 };

test("a member joins a full trip's waitlist, sees their place move live, and moves in when a participant leaves", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const people = [];
  for (const [label, viewport] of [
    ["Host", { width: 1280, height: 800 }],
    ["Guest", { width: 1280, height: 800 }],
    ["Waiter", { width: 390, height: 844 }],
    ["Second", { width: 1280, height: 800 }],
  ] as const) {
    people.push(await signedInMember(browser, request, label, { viewport }));
  }
  type Person = (typeof people)[0];
  const [host, guest, waiter, second] = people as [Person, Person, Person, Person];
  try {
    await connectMembers(host, guest, "friend");
    await connectMembers(host, waiter, "friend");
    await connectMembers(host, second, "friend");
    const title = `Night markets ${Date.now()}`;
    const created = await host.page.request.post("/api/v1/group-trips", {
      data: {
        title,
        destination: "Bangkok, Thailand",
        arrival_date: dayFromToday(30),
        departure_date: dayFromToday(36),
        trip_type: "friends",
        visibility: "public",
        max_participants: 2,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const tripId = ((await created.json()) as { id: number }).id;
    const invited = await host.page.request.post(`/api/v1/group-trips/${tripId}/invite`, {
      data: { user_id: guest.id },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const accepted = await guest.page.request.put(
      `/api/v1/group-trips/${tripId}/participants/${guest.id}?status_update=accepted`,
    );
    expect(accepted.status(), await accepted.text()).toBe(200);

    // On the phone: the trip is full, and the join button offers the waitlist.
    await openLive(waiter.page, `/app/travel-plans/group-trip/${tripId}`);
    const place = waiter.page.getByRole("region", { name: "Your place on this trip" });
    await expect(place.getByRole("heading", { name: "This trip is full" })).toBeVisible();
    await place.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(place.getByRole("heading", { name: "Waitlisted, #1" })).toBeVisible();
    await expect(waiter.page.getByRole("heading", { name: "Chat" })).toHaveCount(0);

    // The host's card says one is waiting; the trip screen lists them in the waitlist.
    await host.page.goto("/app/travel-plans?tab=hosting");
    const card = host.page.getByRole("article", { name: title });
    await expect(card.getByText("1 waiting")).toBeVisible();
    await card.getByRole("link", { name: "View Details" }).click();
    const waitlist = host.page.getByRole("list", { name: "Waitlist" });
    await expect(waitlist.getByRole("link", { name: waiter.account.name })).toBeVisible();
    await expect(
      host.page.getByRole("button", { name: `Remove ${waiter.account.name} from the waitlist` }),
    ).toBeVisible();

    // The place in line follows on the open page as others join, are moved ahead, and leave the line.
    const joined = await second.page.request.post(`/api/v1/group-trips/${tripId}/join`);
    expect(joined.status(), await joined.text()).toBe(201);
    const moved = await host.page.request.put(`/api/v1/group-trips/${tripId}/waitlist/${second.id}`, {
      data: { position: 1 },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await expect(place.getByRole("heading", { name: "Waitlisted, #2" })).toBeVisible(LIVE);
    const gone = await second.page.request.delete(`/api/v1/group-trips/${tripId}/participants/${second.id}`);
    expect(gone.status(), await gone.text()).toBe(204);
    await expect(place.getByRole("heading", { name: "Waitlisted, #1" })).toBeVisible(LIVE);

    // The guest leaves: the waiting member is in at once, on the page they have open.
    const left = await guest.page.request.delete(`/api/v1/group-trips/${tripId}/participants/${guest.id}`);
    expect(left.status(), await left.text()).toBe(204);
    await expect(place.getByRole("heading", { name: "You're going" })).toBeVisible(LIVE);
    await expect(waiter.page.getByText("2 / 2 participants")).toBeVisible();
    await expect(waiter.page.getByRole("heading", { name: "Chat" })).toBeVisible();
  } finally {
    for (const person of people) await person.context.close();
  }
});
