"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTransition } from "react";

type Router = ReturnType<typeof useRouter>;

/**
 * A change to a connection, then a navigation: by default the Relationships data reloads from the
 * server. `busy` stays on until the new screen is there, so a card never flickers back into its
 * old state before it moves or leaves.
 */
export function usePairingMutation<TVariables, TResult>(options: {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  onSuccess?: (result: TResult, variables: TVariables) => void;
  onError?: (error: unknown, variables: TVariables) => void;
  navigate?: (router: Router, result: TResult) => void;
}) {
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  const mutation = useMutation({
    mutationFn: options.mutationFn,
    onSuccess: (result, variables) => {
      options.onSuccess?.(result, variables);
      const navigate = options.navigate ?? ((r: Router) => r.refresh());
      startNavigation(() => navigate(router, result));
    },
    onError: (error, variables) => options.onError?.(error, variables),
  });
  return { ...mutation, busy: mutation.isPending || navigating };
}
