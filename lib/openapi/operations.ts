import type { Operation } from "@/lib/contract/operation";
import { openApiApi } from "@/lib/openapi/contract";
import { plansApi } from "@/lib/plans/contract";

/**
 * Every documented /api/v1 operation, by domain: what the OpenAPI document is built from. The
 * domain and key name each operation in the document (`plans.create` is `plansCreate`).
 */
export const API_DOMAINS: Readonly<Record<string, Readonly<Record<string, Operation>>>> = {
  plans: plansApi as Record<string, Operation>,
  openapi: openApiApi as Record<string, Operation>,
};

export const API_OPERATIONS: readonly Operation[] = Object.values(API_DOMAINS).flatMap((operations) => Object.values(operations));
