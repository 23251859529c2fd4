"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toasts } from "./toasts";

// Not in the root layout: react-query and sonner weigh ~16 kB gzip, which pages without a form
// or a toast (the landing page) should not load. They wrap the member area, and the public pages
// that use them (docs/benchmarks.md, first-load JS).

/** docs/product.md §9: one retry, no refetch on window focus. */
function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export function QueryProvider({ children }: { children: ReactNode }) {
  // One client per browser session, created once (not on every render).
  const [queryClient] = useState(makeQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      {children}
      <Toasts />
    </QueryProvider>
  );
}
