import { z } from "zod";
import { operation } from "@/lib/contract/operation";
import { pageQuery } from "@/lib/contract/pagination";
import { IdParams, rowId } from "@/lib/contract/params";
import { REFERENCE_NOTE_MAX, REFERENCE_TEXT_MAX, REFERENCE_TEXT_MIN } from "./values";
export * from "./values";

/** References' contract (docs/api.md §3.6): shared by the routes, the forms and the tests. */

export const ReferenceBody = z.object({
  subject_id: rowId(z.number({ error: "Must be a user id" })),
  trip_id: rowId(z.number({ error: "Must be a trip id" }))
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  text: z
    .string({ error: "Write the reference" })
    .trim()
    .min(REFERENCE_TEXT_MIN, `The reference must be at least ${REFERENCE_TEXT_MIN} characters`)
    .max(REFERENCE_TEXT_MAX, "The reference must be at most 2,000 characters"),
  met_in_person: z.boolean({ error: "Say whether you met in person" }),
  recommend: z.boolean({ error: "Say whether you recommend them" }),
  private_note: z
    .string()
    .trim()
    .max(REFERENCE_NOTE_MAX, "The note must be at most 2,000 characters")
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type ReferenceBody = z.infer<typeof ReferenceBody>;

/** Where the stay was: two plans' common days, or a trip. */
export const ReferenceContext = z.union([
  z.object({ destination: z.string(), start: z.iso.date(), end: z.iso.date() }),
  z.object({ trip_id: z.number().int().nullable(), title: z.string() }),
]);

export const ReferenceAuthor = z.object({ id: z.number().int(), handle: z.string().nullable(), name: z.string() });

/** A reference as the subject's profile shows it, once shown. */
export const Reference = z
  .object({
    id: z.number().int(),
    author: ReferenceAuthor,
    text: z.string(),
    met_in_person: z.boolean(),
    recommend: z.boolean(),
    context: ReferenceContext,
    created_at: z.iso.datetime(),
  })
  .meta({ id: "Reference" });
export type Reference = z.infer<typeof Reference>;

/** What the writer gets back: their reference, and whether it is shown yet. */
const WrittenReference = Reference.extend({
  subject_id: z.number().int(),
  private_note: z.string().nullable(),
  shown: z.boolean(),
}).meta({ id: "WrittenReference" });
export type WrittenReference = z.infer<typeof WrittenReference>;

const ReferenceList = z
  .object({
    total: z.number().int(),
    met_in_person: z.number().int(),
    items: z.array(Reference),
  })
  .meta({ id: "ReferenceList" });
export type ReferenceList = z.infer<typeof ReferenceList>;

/** A stay with a member the caller may still write a reference for. */
const WritableStay = z
  .object({
    trip_id: z.number().int().nullable(),
    context: ReferenceContext,
    window_ends: z.iso.date(),
  })
  .meta({ id: "WritableStay" });
export type WritableStay = z.infer<typeof WritableStay>;

const tag = "References";

export const referencesApi = {
  write: operation({
    method: "POST",
    path: "/references",
    tag,
    summary: "Write a reference about a member you shared a stay with",
    description:
      "Within 14 days after the stay ended; one per stay (409). Hidden until both have written or the 14 days are " +
      "over. Without trip_id, the latest ended pair of overlapping plans not yet written about.",
    auth: "member",
    body: ReferenceBody,
    status: 201,
    response: WrittenReference,
    errors: [403, 404, 409],
  }),
  remove: operation({
    method: "DELETE",
    path: "/references/{id}",
    tag,
    summary: "Delete your reference while it is still hidden",
    description: "403 once it is shown: then only the moderators remove it.",
    auth: "member",
    params: IdParams,
    status: 204,
    errors: [403, 404],
  }),
  list: operation({
    method: "GET",
    path: "/users/{id}/references",
    tag,
    summary: "A member's shown references, newest first",
    auth: "member",
    params: IdParams,
    query: pageQuery(50),
    response: ReferenceList,
    errors: [404],
  }),
  written: operation({
    method: "GET",
    path: "/users/{id}/written-references",
    tag,
    summary: "The references you wrote about this member, newest first",
    description: "With your private note and whether each is shown yet, so a hidden one can still be deleted.",
    auth: "member",
    params: IdParams,
    response: z.array(WrittenReference),
    errors: [404],
  }),
  stays: operation({
    method: "GET",
    path: "/users/{id}/reference-stays",
    tag,
    summary: "The stays with this member you may still write a reference for",
    auth: "member",
    params: IdParams,
    response: z.array(WritableStay),
    errors: [404],
  }),
};
