"use client";

import { useState } from "react";
import { signOutTo } from "@/components/auth/auth-client";
import { Button } from "@/components/ui/button";

export function LogoutButton() {
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={pending}
      onClick={() => {
        setPending(true);
        void signOutTo("/login");
      }}
    >
      Logout
    </Button>
  );
}
