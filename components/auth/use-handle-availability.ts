"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiRequest } from "@/components/data/api-client";
import type { HandleCheck } from "@/lib/accounts/contract";
import { handleProblem, normaliseHandle } from "@/lib/profiles/values";

const PAUSE_MS = 400;

/**
 * Whether a handle that passes the format rules is already taken, asked of the server after the
 * person stops typing. The server has the last word on submit; this only warns early.
 */
export function useHandleAvailability(raw: string): boolean {
  const [handle, setHandle] = useState("");
  useEffect(() => {
    const normalised = normaliseHandle(raw);
    const timer = setTimeout(() => setHandle(normalised && !handleProblem(normalised) ? normalised : ""), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [raw]);

  const { data } = useQuery({
    queryKey: ["handle-check", handle],
    queryFn: () => apiRequest<HandleCheck>(`/users/handle/check?handle=${encodeURIComponent(handle)}`),
    enabled: handle !== "",
    staleTime: 30_000,
  });
  return Boolean(handle && normaliseHandle(raw) === handle && data?.handle === handle && data.valid && !data.available);
}
