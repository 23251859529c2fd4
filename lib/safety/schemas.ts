import { z } from "zod";
import { REPORT_REASONS } from "./contract";

export const ReportBody = z.object({
  reason: z.enum(REPORT_REASONS, { error: `Reason must be one of: ${REPORT_REASONS.join(", ")}` }),
  note: z.string().trim().max(2000, "The note must be at most 2,000 characters").nullable().optional().transform((value) => value || null),
});
export type ReportBody = z.infer<typeof ReportBody>;
