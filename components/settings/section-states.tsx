"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorDetail } from "@/components/ui/error-detail";
import { Spinner } from "@/components/ui/spinner";

/**
 * A Settings section's list before it has data: "Loading {what}..." while it loads, the server's
 * sentence (else "Failed to load {what}") with Retry when it failed; null once there is data.
 */
export function SectionQueryState({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner /> Loading {what}...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{errorDetail(query.error) ?? `Failed to load ${what}`}</Alert>
        <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return null;
}
