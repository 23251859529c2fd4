import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { memberReferences, reports, travelPlans, type UserRow } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates/days";
import { REFERENCE_WINDOW_DAYS } from "@/lib/references/values";

const NOTE = "Friendly, but left the shared flat in a mess.";

type Writing = {
  author: UserRow;
  subject: UserRow;
  text: string;
  metInPerson?: boolean;
  privateNote?: string;
};

/**
 * References for the demo (docs/api.md §3.6): Maya and Jonas were in the demo member's past city
 * on his days, and all three wrote, so his profile and theirs show references at once; one of them
 * wrote a note for the moderators, which the admins' report queue shows.
 */
export async function seedDemoReferences(tx: DbOrTx, alex: UserRow, maya: UserRow, jonas: UserRow): Promise<void> {
  const [past] = await tx
    .select()
    .from(travelPlans)
    .where(and(eq(travelPlans.userId, alex.id), eq(travelPlans.status, "completed")))
    .limit(1);
  if (!past) return;
  const day = (offset: number) => addDays(todayUtc(), offset);
  const stays = await tx
    .insert(travelPlans)
    .values(
      [maya, jonas].map((member, index) => ({
        userId: member.id,
        destination: past.destination,
        cityId: past.cityId,
        arrivalDate: day(-38 + index * 2),
        departureDate: day(-31 + index),
        status: "completed" as const,
      })),
    )
    .returning();
  const planOf = new Map(stays.map((plan) => [plan.userId, plan]));
  planOf.set(alex.id, past);

  const write = ({ author, subject, text, metInPerson = true, privateNote }: Writing) => {
    const other = planOf.get(author.id === alex.id ? subject.id : author.id)!;
    const start = other.arrivalDate > past.arrivalDate ? other.arrivalDate : past.arrivalDate;
    const end = other.departureDate < past.departureDate ? other.departureDate : past.departureDate;
    return {
      authorId: author.id,
      subjectId: subject.id,
      stayKey: `plans:${Math.min(past.id, other.id)}:${Math.max(past.id, other.id)}`,
      destination: past.destination,
      startDate: start,
      endDate: end,
      windowEnds: addDays(end, REFERENCE_WINDOW_DAYS),
      text,
      metInPerson,
      recommend: true,
      privateNote: privateNote ?? null,
      shownAt: new Date(),
    };
  };
  const written = await tx
    .insert(memberReferences)
    .values([
      write({
        author: maya,
        subject: alex,
        text: "Alex found the best coworking café in town and saved me a seat every morning. Easy company, always on time.",
      }),
      write({
        author: alex,
        subject: maya,
        text: "Maya knows every night market worth the walk. Great to work next to, and even better to explore with.",
      }),
      write({
        author: jonas,
        subject: alex,
        text: "We only crossed paths for a weekend, but Alex organised a boat trip for six of us. Would travel again.",
        metInPerson: false,
        privateNote: NOTE,
      }),
    ])
    .returning();
  const [, , fromJonas] = written;
  await tx.insert(reports).values({
    kind: "reference",
    referenceId: fromJonas!.id,
    reporterId: jonas.id,
    reportedId: alex.id,
    reason: "other",
    note: NOTE,
  });
}
