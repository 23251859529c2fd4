"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toasts } from "./toasts";

// Not in the root layout: react-query weighs ~20 kB gzip, which public pages should not load. It
// wraps the member area only (Sign up's handle check is plain fetch); sonner waits for the first
// toast (components/ui/toast.tsx; docs/benchmarks.md, first-load JS).

/**
 * docs/product.md §9: one retry, no refetch on window focus. A mutation runs even when the browser
 * says it is offline: react-query's default would hold it paused, spinner and all, until the
 * connection returns, and the member would never hear that the click did nothing. Sent, it fails
 * at once and its error toast says so (messages have their own outbox, components/messages).
 */
function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { networkMode: "always" },
    },
  });
}

function QueryProvider({ children }: { children: ReactNode }) {
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
