import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as tripMessagesRoute from "@/app/api/v1/group-trips/[id]/messages/route";
import * as messagesRoute from "@/app/api/v1/messages/route";
import { getDb } from "@/db/client";
import { messages, notifications, tripMessages } from "@/db/schema";
import { MESSAGE_MAX } from "@/lib/messages/values";
import { buildMember, buildParticipant, buildTrip } from "../factories";
import { connect, connectedPair } from "../helpers/connections";
import { call } from "../helpers/http";

type Member = Awaited<ReturnType<typeof buildMember>>;

const send = (who: Member, matchId: number, body: Record<string, unknown>) =>
  call(messagesRoute.POST, { token: who.token, body: { match_id: matchId, ...body } });
const sendToTrip = (who: Member, tripId: number, body: Record<string, unknown>) =>
  call(tripMessagesRoute.POST, { token: who.token, params: { id: tripId }, body });

const messagesOf = async (matchId: number) =>
  (await getDb()).select().from(messages).where(eq(messages.conversationId, matchId));
const tripMessagesOf = async (tripId: number) =>
  (await getDb()).select().from(tripMessages).where(eq(tripMessages.tripId, tripId));

describe("a send is never posted twice (docs/api.md §5.3)", () => {
  it("answers a retried send with the message the first one made: 200, one row, one notification", async () => {
    const { a, b, matchId } = await connectedPair();
    const first = await send(a, matchId, {
      content: "On the ferry, see you at 6",
      client_id: "0b6c3f0e-5c1d-4d0a-9b59-3f1c2a7e8d11",
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      content: "On the ferry, see you at 6",
      client_id: "0b6c3f0e-5c1d-4d0a-9b59-3f1c2a7e8d11",
    });

    const again = await send(a, matchId, {
      content: "On the ferry, see you at 6",
      client_id: "0b6c3f0e-5c1d-4d0a-9b59-3f1c2a7e8d11",
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await messagesOf(matchId)).toHaveLength(1);
    const told = await (
      await getDb()
    )
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.user.id), eq(notifications.type, "message")));
    expect(told).toHaveLength(1);
  });

  it("keeps client ids apart per sender and per conversation, and sends without one as before", async () => {
    const { a, b, matchId } = await connectedPair();
    const c = await buildMember();
    const other = await connect(a, c, "friend");
    expect((await send(a, matchId, { content: "one", client_id: "same" })).status).toBe(201);
    expect((await send(b, matchId, { content: "two", client_id: "same" })).status).toBe(201);
    expect((await send(a, other.matchId, { content: "three", client_id: "same" })).status).toBe(201);
    expect((await send(a, matchId, { content: "four" })).status).toBe(201);
    expect((await send(a, matchId, { content: "four" })).status).toBe(201);
    expect((await messagesOf(matchId)).map((row) => row.content).sort()).toEqual(["four", "four", "one", "two"]);
  });

  it("holds two sends of one client id racing: one message, both answers the same", async () => {
    const { a, matchId } = await connectedPair();
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(a, matchId, { content: "race", client_id: "racing-id" })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await messagesOf(matchId)).toHaveLength(1);
  });

  it("refuses a client id that is not 1 to 64 plain characters (422), and a text over the limit by name", async () => {
    const { a, matchId } = await connectedPair();
    for (const clientId of ["", "x".repeat(65), "<script>", "a b"]) {
      const answer = await send(a, matchId, { content: "hi", client_id: clientId });
      expect(answer.status).toBe(422);
      expect(answer.body.errors[0].field).toBe("client_id");
    }
    const long = await send(a, matchId, { content: "x".repeat(MESSAGE_MAX + 1), client_id: "long" });
    expect(long.status).toBe(422);
    expect(long.body.errors[0]).toEqual({ field: "content", message: "Messages must be at most 5,000 characters" });
    expect(await messagesOf(matchId)).toHaveLength(0);
  });

  it("does the same in a trip chat", async () => {
    const host = await buildMember();
    const guest = await buildMember();
    const trip = await buildTrip(host.user, { title: "Ferry to Naxos" });
    await buildParticipant(trip, guest.user, "accepted");
    const first = await sendToTrip(guest, trip.id, { content: "Boarding now", client_id: "trip-send-1" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ client_id: "trip-send-1", sender_name: guest.user.name });
    const again = await sendToTrip(guest, trip.id, { content: "Boarding now", client_id: "trip-send-1" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await sendToTrip(host, trip.id, { content: "Welcome", client_id: "trip-send-1" })).status).toBe(201);
    const racing = await Promise.all(
      [1, 2].map(() => sendToTrip(host, trip.id, { content: "race", client_id: "trip-race" })),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await tripMessagesOf(trip.id)).toHaveLength(3);
  });
});
