"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { tripQueryKey } from "./trip-format";

/** A change to a trip's participation; afterwards the trip is asked again, so counts and banners follow. */
export function useTripMutation<TVariables, TResult>(
  tripId: number,
  options: {
    mutationFn: (variables: TVariables) => Promise<TResult>;
    onSuccess?: (result: TResult, variables: TVariables) => void;
    onError: (error: unknown, variables: TVariables) => void;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (result, variables) => {
      options.onSuccess?.(result, variables);
      await queryClient.invalidateQueries({ queryKey: tripQueryKey(tripId) });
    },
    onError: (error, variables) => options.onError(error, variables),
  });
}
