import { describe, expect, it } from "vitest";
import * as tripMessagesRoute from "@/app/api/v1/group-trips/[id]/messages/route";
import * as readRoute from "@/app/api/v1/group-trips/[id]/messages/read/route";
import * as chatsRoute from "@/app/api/v1/group-trips/chats/route";
import { TripChatSummary } from "@/lib/trip-chat/contract";
import { buildMember, buildParticipant, buildTrip } from "../factories";
import { call } from "../helpers/http";

type Member = Awaited<ReturnType<typeof buildMember>>;

const chats = async (who: Member) => {
  const answer = await call(chatsRoute.GET, { token: who.token });
  expect(answer.status).toBe(200);
  return TripChatSummary.array().parse(answer.body);
};
const write = (who: Member, tripId: number, content: string) =>
  call(tripMessagesRoute.POST, { token: who.token, params: { id: tripId }, body: { content } });

describe("GET /group-trips/chats (docs/api.md §6.4)", () => {
  it("lists the chats of the trips the member is accepted on, with the latest message and unread count, newest first", async () => {
    const host = await buildMember();
    const me = await buildMember();
    const quiet = await buildTrip(host.user, { title: "Quiet week", destination: "Porto" });
    const busy = await buildTrip(host.user, { title: "Ferry to Naxos", destination: "Naxos" });
    const invitedOnly = await buildTrip(host.user, { title: "Not yet" });
    await buildParticipant(quiet, me.user, "accepted");
    await buildParticipant(busy, me.user, "accepted");
    await buildParticipant(invitedOnly, me.user, "invited");
    await write(host, invitedOnly.id, "only for the accepted");
    await write(host, busy.id, "Boarding at 7");
    await write(host, busy.id, "Gate B");

    const list = await chats(me);
    expect(list.map((chat) => chat.group_trip_id)).toEqual([busy.id, quiet.id]);
    expect(list[0]).toMatchObject({
      title: "Ferry to Naxos",
      destination: "Naxos",
      unread_count: 2,
      last_message: { content: "Gate B", sender_id: host.user.id, sender_name: host.user.name },
    });
    expect(list[1]).toMatchObject({ title: "Quiet week", unread_count: 0, last_message: null });

    // Writing moves a chat up; reading clears its count; the host sees their own chats too.
    await write(me, quiet.id, "Anyone for coffee?");
    await call(readRoute.POST, { token: me.token, params: { id: busy.id }, body: {} });
    const after = await chats(me);
    expect(after.map((chat) => [chat.group_trip_id, chat.unread_count])).toEqual([
      [quiet.id, 0],
      [busy.id, 0],
    ]);
    expect((await chats(host)).map((chat) => chat.group_trip_id)).toEqual([quiet.id, busy.id, invitedOnly.id]);
    expect(await chats(await buildMember())).toEqual([]);
    expect((await call(chatsRoute.GET)).status).toBe(401);
  });
});
