"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "sonner";

/** docs/product.md §9: one retry, no refetch on window focus. Toasts: 4000 ms, at most 5 visible. */
function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  // One client per browser session, created once (not on every render).
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster duration={4000} visibleToasts={5} richColors closeButton />
    </QueryClientProvider>
  );
}
