"use client";

import { useState } from "react";
import { ApiError, apiUrl } from "@/components/data/api-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * The unsubscribe page's button (docs/api.md §16, "Unsubscribing"): the email's footer link only
 * opens the page, and this POST is what turns the emails off, so a mail scanner that follows
 * links changes nothing.
 */
export function UnsubscribeConfirm({ token, label }: { token: string; label: string }) {
  const [state, setState] = useState<"idle" | "pending" | "done" | "failed">("idle");
  const [failure, setFailure] = useState("");

  async function confirm() {
    setState("pending");
    try {
      const response = await fetch(apiUrl("POST /mail/unsubscribe", { query: { token } }), {
        method: "POST",
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { detail?: string } | null;
        throw new ApiError(response.status, body?.detail);
      }
      setState("done");
    } catch (error) {
      setFailure(error instanceof ApiError && error.detail ? error.detail : "Something went wrong. Please try again.");
      setState("failed");
    }
  }

  if (state === "done") {
    return (
      <Alert tone="success">
        <p>You will no longer get &quot;{label}&quot; emails.</p>
        <a
          href="/app/settings#email-notifications-heading"
          className="mt-1 inline-block font-semibold underline underline-offset-4"
        >
          Choose which emails you get
        </a>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {state === "failed" && <Alert tone="error">{failure}</Alert>}
      <Button
        className="self-start"
        loading={state === "pending"}
        loadingText="Turning off..."
        onClick={() => void confirm()}
      >
        Stop these emails
      </Button>
    </div>
  );
}
