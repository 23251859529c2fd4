"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { Toasts } from "@/components/toasts";

/** The landing page after a member deleted their account: one toast, and the address made clean. */
export function FarewellToast({ message }: { message: string }) {
  useEffect(() => {
    // A fixed id: React's development double effect and a reload cannot show it twice.
    toast.success(message, { id: "account-deleted" });
    window.history.replaceState(null, "", "/");
  }, [message]);
  return <Toasts />;
}
