import { adminApi } from "@/lib/admin/contract";
import type { Operation } from "@/lib/contract/operation";
import { plansApi } from "@/lib/plans/contract";

/** Every documented /api/v1 operation, by domain: what the OpenAPI document is built from. */
export const API_OPERATIONS: readonly Operation[] = [...Object.values(plansApi), ...Object.values(adminApi)] as readonly Operation[];
