"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { errorDetailOrMessage } from "@/components/ui/error-detail";
import { adminKeys } from "./queries";

type AdminMutationOptions<TInput, TResult> = {
  mutationFn: (input: TInput) => Promise<TResult>;
  /** The success toast. */
  success: string | ((result: TResult, input: TInput) => string);
  /** Starts the failure toast, before the server's sentence: "Failed to delete user". */
  failure: string;
  onSuccess?: (result: TResult, input: TInput) => void;
  /** Besides the toast: a form puts the server's field errors under its fields. */
  onError?: (error: unknown) => void;
  /** Leave failures to the caller (a form shows them next to its fields). */
  quietErrors?: boolean;
};

/**
 * An admin change: a toast either way, then every admin list and the dashboard's counts are asked
 * again (docs/product.md §4: the list is refetched after any create, update or delete). The server's refusals
 * (409 "You cannot delete your own account") reach the admin word for word.
 */
export function useAdminMutation<TInput = void, TResult = unknown>(options: AdminMutationOptions<TInput, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: (result, input) => {
      toast.success(typeof options.success === "string" ? options.success : options.success(result, input));
      options.onSuccess?.(result, input);
    },
    onError: (error) => {
      if (!options.quietErrors) toast.error(`${options.failure}: ${errorDetailOrMessage(error)}`);
      options.onError?.(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
