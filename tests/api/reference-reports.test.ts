import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as adminReferenceRoute from "@/app/api/v1/admin/references/[id]/route";
import * as adminReferencesRoute from "@/app/api/v1/admin/references/route";
import * as resolveRoute from "@/app/api/v1/admin/reports/[id]/resolve/route";
import * as reportsRoute from "@/app/api/v1/admin/reports/route";
import * as referenceRoute from "@/app/api/v1/references/[id]/route";
import * as referencesRoute from "@/app/api/v1/references/route";
import * as reportUserRoute from "@/app/api/v1/users/[id]/report/route";
import * as userReferencesRoute from "@/app/api/v1/users/[id]/references/route";
import * as writtenRoute from "@/app/api/v1/users/[id]/written-references/route";
import { getDb } from "@/db/client";
import { adminLog, memberReferences, reports } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates/days";
import { buildAdmin, buildMember, buildPlan } from "../factories";
import { call } from "../helpers/http";

/**
 * References the moderators read (docs/api.md §3.6, §9.4): a reference that does not recommend its
 * subject, or carries a private note, is queued as a report with its context; admins list every
 * reference and remove one, which the admin log keeps.
 */

type Member = Awaited<ReturnType<typeof buildMember>>;
const day = (offset: number) => addDays(todayUtc(), offset);
const TEXT = "We shared a flat for a week and cooked together.";

let places = 0;
async function sharedStay() {
  const [a, b] = [await buildMember(), await buildMember()];
  const destination = `Harbour ${Date.now()} ${++places}`;
  await buildPlan(a, { destination, cityId: null, arrivalDate: day(-8), departureDate: day(-2) });
  await buildPlan(b, { destination, cityId: null, arrivalDate: day(-6), departureDate: day(-1) });
  return { a, b, destination };
}

const write = (who: Member, subject: Member, extra: Record<string, unknown> = {}) =>
  call(referencesRoute.POST, {
    token: who.token,
    body: { subject_id: subject.user.id, text: TEXT, met_in_person: true, recommend: true, ...extra },
  });

async function queueEntryFor(referenceId: number, admin: Member) {
  const queue = await call(reportsRoute.GET, { token: admin.token, query: { status: "open", limit: 100 } });
  expect(queue.status).toBe(200);
  return (queue.body as { id: number; reference: { id: number } | null }[]).find(
    (report) => report.reference?.id === referenceId,
  );
}

describe("the report queue", () => {
  it("holds a reference that does not recommend, with who, the stay, the text and the note", async () => {
    const admin = await buildAdmin();
    const { a, b, destination } = await sharedStay();
    const written = await write(a, b, { recommend: false, private_note: "He left without paying his share." });
    expect(written.status).toBe(201);

    const entry = await queueEntryFor(written.body.id, admin);
    expect(entry).toMatchObject({
      kind: "reference",
      reporter: { id: a.user.id, name: a.user.name },
      reported: { id: b.user.id, name: b.user.name },
      note: "He left without paying his share.",
      status: "open",
      reference: {
        id: written.body.id,
        text: TEXT,
        recommend: false,
        met_in_person: true,
        private_note: "He left without paying his share.",
        context: { destination, start: day(-6), end: day(-2) },
        shown: false,
      },
    });
  });

  it("holds a recommending reference with a private note, and not one without", async () => {
    const admin = await buildAdmin();
    const { a, b } = await sharedStay();
    const withNote = await write(a, b, { private_note: "Lovely, but check their ID." });
    const plain = await write(b, a);
    expect(await queueEntryFor(withNote.body.id, admin)).toMatchObject({ kind: "reference" });
    expect(await queueEntryFor(plain.body.id, admin)).toBeUndefined();
  });

  it("does not stop the author from reporting the member too", async () => {
    const { a, b } = await sharedStay();
    expect((await write(a, b, { recommend: false })).status).toBe(201);
    const report = await call(reportUserRoute.POST, {
      token: a.token,
      params: { id: b.user.id },
      body: { reason: "harassment" },
    });
    expect(report.status).toBe(201);
  });

  it("keeps the note when the writer deletes the hidden reference", async () => {
    const admin = await buildAdmin();
    const { a, b } = await sharedStay();
    const written = await write(a, b, { private_note: "Something felt off." });
    expect((await call(referenceRoute.DELETE, { token: a.token, params: { id: written.body.id } })).status).toBe(204);
    const [row] = await (await getDb()).select().from(reports).where(eq(reports.reporterId, a.user.id));
    expect(row).toMatchObject({ kind: "reference", referenceId: null, note: "Something felt off.", status: "open" });
    const queue = await call(reportsRoute.GET, { token: admin.token, query: { limit: 100 } });
    expect(queue.body.find((report: { id: number }) => report.id === row!.id)).toMatchObject({ reference: null });
  });

  it("resolves by removing the reference, logged; remove_reference is only for a reference's report", async () => {
    const admin = await buildAdmin();
    const { a, b } = await sharedStay();
    const written = await write(a, b, { recommend: false });
    const entry = (await queueEntryFor(written.body.id, admin))!;
    const resolved = await call(resolveRoute.POST, {
      token: admin.token,
      params: { id: entry.id },
      body: { action: "remove_reference" },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: "resolved", resolution: "reference_removed", reference: null });
    const db = await getDb();
    expect(await db.select().from(memberReferences).where(eq(memberReferences.id, written.body.id))).toEqual([]);
    const logged = await db.select().from(adminLog).where(eq(adminLog.targetId, written.body.id));
    expect(logged).toMatchObject([{ adminId: admin.user.id, action: "reference.remove", targetType: "reference" }]);

    const other = await sharedStay();
    await call(reportUserRoute.POST, {
      token: other.a.token,
      params: { id: other.b.user.id },
      body: { reason: "spam" },
    });
    const [memberReport] = await db.select().from(reports).where(eq(reports.reporterId, other.a.user.id));
    const refused = await call(resolveRoute.POST, {
      token: admin.token,
      params: { id: memberReport!.id },
      body: { action: "remove_reference" },
    });
    expect(refused.status).toBe(422);
  });
});

describe("the admins' references", () => {
  it("lists every reference, hidden ones and notes included, paged and by member", async () => {
    const admin = await buildAdmin();
    const { a, b } = await sharedStay();
    await write(a, b, { private_note: "Note for you." });
    const other = await sharedStay();
    await write(other.a, other.b);

    const mine = await call(adminReferencesRoute.GET, { token: admin.token, query: { user_id: b.user.id } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("x-total-count")).toBe("1");
    expect(mine.body).toMatchObject([
      {
        author: { id: a.user.id, name: a.user.name },
        subject: { id: b.user.id, name: b.user.name },
        private_note: "Note for you.",
        shown: false,
      },
    ]);
    const page = await call(adminReferencesRoute.GET, { token: admin.token, query: { limit: 1 } });
    expect(page.body).toHaveLength(1);
    expect(Number(page.headers.get("x-total-count"))).toBeGreaterThanOrEqual(2);

    expect((await call(adminReferencesRoute.GET, { token: a.token })).status).toBe(403);
    expect((await call(adminReferencesRoute.GET, { token: admin.token, query: { user_id: "x" } })).status).toBe(422);
  });

  it("reads a reference whose window is over as shown before the sweep has run, in the list and the log", async () => {
    const admin = await buildAdmin();
    const { a, b } = await sharedStay();
    const written = await write(a, b);
    const db = await getDb();
    await db
      .update(memberReferences)
      .set({ windowEnds: day(-1) })
      .where(eq(memberReferences.id, written.body.id));
    const [row] = await db.select().from(memberReferences).where(eq(memberReferences.id, written.body.id));
    expect(row!.shownAt).toBeNull();

    const listed = await call(adminReferencesRoute.GET, { token: admin.token, query: { user_id: b.user.id } });
    expect(listed.body).toMatchObject([{ id: written.body.id, shown: true }]);
    const removed = await call(adminReferenceRoute.DELETE, { token: admin.token, params: { id: written.body.id } });
    expect(removed.status).toBe(204);
    const [log] = await db.select().from(adminLog).where(eq(adminLog.targetId, written.body.id));
    expect(log).toMatchObject({ action: "reference.remove", details: { shown: true } });
  });

  it("removes a shown reference, resolves its reports and writes the admin log", async () => {
    const admin = await buildAdmin();
    const { a, b } = await sharedStay();
    const first = await write(a, b, { recommend: false, private_note: "Rude to the host." });
    await write(b, a);
    expect((await call(userReferencesRoute.GET, { token: a.token, params: { id: b.user.id } })).body.total).toBe(1);

    expect((await call(adminReferenceRoute.DELETE, { token: a.token, params: { id: first.body.id } })).status).toBe(
      403,
    );
    const removed = await call(adminReferenceRoute.DELETE, { token: admin.token, params: { id: first.body.id } });
    expect(removed.status).toBe(204);
    expect((await call(userReferencesRoute.GET, { token: a.token, params: { id: b.user.id } })).body.total).toBe(0);

    const db = await getDb();
    const [log] = await db.select().from(adminLog).where(eq(adminLog.targetId, first.body.id));
    expect(log).toMatchObject({
      adminId: admin.user.id,
      action: "reference.remove",
      targetType: "reference",
      details: { author_id: a.user.id, subject_id: b.user.id, text: TEXT, private_note: "Rude to the host." },
    });
    const [report] = await db.select().from(reports).where(eq(reports.reporterId, a.user.id));
    expect(report).toMatchObject({ status: "resolved", resolution: "reference_removed", resolvedBy: admin.user.id });

    expect((await call(adminReferenceRoute.DELETE, { token: admin.token, params: { id: first.body.id } })).status).toBe(
      404,
    );
  });
});

describe("the references a member wrote", () => {
  it("are listed to their writer with the note and whether each is shown", async () => {
    const { a, b } = await sharedStay();
    await write(a, b, { private_note: "Mine only." });
    const hidden = await call(writtenRoute.GET, { token: a.token, params: { id: b.user.id } });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject([{ subject_id: b.user.id, private_note: "Mine only.", shown: false }]);
    await write(b, a);
    expect((await call(writtenRoute.GET, { token: a.token, params: { id: b.user.id } })).body[0].shown).toBe(true);
    expect((await call(writtenRoute.GET, { token: b.token, params: { id: b.user.id } })).body).toEqual([]);
    expect((await call(writtenRoute.GET, { token: a.token, params: { id: 2_000_000_000 } })).status).toBe(404);
  });
});
