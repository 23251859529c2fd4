import { z } from "zod";
import { operation } from "@/lib/contract/operation";
import { IdParams } from "@/lib/contract/params";
import { REPORT_ACTIONS, REPORT_NOTE_MAX, REPORT_REASONS, REPORT_STATUSES } from "./values";
export * from "./values";

/**
 * Safety's contract (docs/product.md §10, docs/api.md §3.5): shared by the db's checks, the routes, the forms and the
 * tests.
 */

export const ReportBody = z.object({
  reason: z.enum(REPORT_REASONS, {
    // The report dialog's words when none is chosen; a value not in the list names them all.
    error: (issue) =>
      issue.input === undefined
        ? "Choose a reason for the report."
        : `Reason must be one of: ${REPORT_REASONS.join(", ")}`,
  }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, "The note must be at most 2,000 characters")
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type ReportBody = z.infer<typeof ReportBody>;

export const ReportListQuery = z.object({ status: z.enum(REPORT_STATUSES).optional() });
export const ResolveReportBody = z.object({
  action: z.enum(REPORT_ACTIONS, { error: "Action must be deactivate, dismiss or remove_reference" }),
});

/** A member as the blocker's list shows them. */
export const BlockedMember = z
  .object({
    user: z.object({
      id: z.number().int(),
      name: z.string(),
      handle: z.string().nullable(),
      photos: z.array(z.string()),
    }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "BlockedMember" });
export type BlockedMember = z.infer<typeof BlockedMember>;

export const BlockResult = z.object({ blocked_user_id: z.number().int() }).meta({ id: "BlockResult" });
export type BlockResult = z.infer<typeof BlockResult>;

/** A report as its author sees it once sent. */
export const SentReport = z
  .object({
    id: z.number().int(),
    reported_user_id: z.number().int(),
    reason: z.enum(REPORT_REASONS),
    status: z.enum(REPORT_STATUSES),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "SentReport" });
export type SentReport = z.infer<typeof SentReport>;

const tag = "Safety";

export const safetyApi = {
  block: operation({
    method: "POST",
    path: "/users/{id}/block",
    tag,
    summary: "Block a member",
    description: "Blocking twice is harmless (201 again). Any connection between the two ends.",
    auth: "member",
    params: IdParams,
    status: 201,
    response: BlockResult,
    // 422: blocking yourself.
    errors: [404, 422],
  }),
  unblock: operation({
    method: "DELETE",
    path: "/users/{id}/block",
    tag,
    summary: "Lift a block",
    auth: "member",
    params: IdParams,
    status: 204,
    errors: [404],
  }),
  blocks: operation({
    method: "GET",
    path: "/users/me/blocks",
    tag,
    summary: "List the members I have blocked",
    auth: "member",
    response: z.array(BlockedMember),
  }),
  report: operation({
    method: "POST",
    path: "/users/{id}/report",
    tag,
    summary: "Report a member to the admins",
    description:
      "One open report per member reported: another is 409 until an admin resolves it. At most 20 reports a day (429).",
    auth: "member",
    params: IdParams,
    body: ReportBody,
    status: 201,
    response: SentReport,
    errors: [404, 409],
  }),
};
