"use client";

import { useEffect, useRef, useState } from "react";
import { ApiError, api } from "@/components/data/api-client";
import { errorDetailOrMessage } from "@/components/ui/error-detail";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { EMAIL_LINK_INVALID } from "@/lib/accounts/values";

/** A spent, unknown or expired link: the server's words, and where a new one comes from. */
export function InvalidConfirmLink({ message = EMAIL_LINK_INVALID }: { message?: string }) {
  return (
    <Alert tone="error">
      <p>{message}</p>
      <p className="mt-1">
        Signed in, you can ask for a new link in{" "}
        <a href="/app/settings" className="font-semibold underline underline-offset-4">
          Settings
        </a>
        .
      </p>
    </Alert>
  );
}

type State =
  | { kind: "pending" }
  | { kind: "done"; email: string; before: boolean }
  | { kind: "invalid"; message: string }
  | { kind: "failed"; message: string };

/**
 * Sends the link's token once the page is open (a mail scanner that only fetches the page confirms
 * nothing), then says what happened: the address confirmed, or why not.
 */
export function ConfirmEmail({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: "pending" });
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: a second send of the same link would find it used.
    if (sent.current) return;
    sent.current = true;
    api("POST /auth/email/confirm", { body: { token } })
      .then(({ email, already_confirmed }) => setState({ kind: "done", email, before: already_confirmed }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 400 || error.status === 422))
          setState({ kind: "invalid", message: error.detail ?? EMAIL_LINK_INVALID });
        else setState({ kind: "failed", message: errorDetailOrMessage(error) });
      });
  }, [token]);

  if (state.kind === "pending") {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner /> Confirming your email...
      </p>
    );
  }
  if (state.kind === "invalid") return <InvalidConfirmLink message={state.message} />;
  if (state.kind === "failed") return <Alert tone="error">{state.message}</Alert>;
  return (
    <div className="flex flex-col gap-5">
      <Alert tone="success">
        {/* A link opened twice (a second tap, a reload) did its work the first time: no error. */}
        Your email <strong className="break-all">{state.email}</strong> is{" "}
        {state.before ? "already confirmed" : "confirmed"}.
      </Alert>
      <a href="/app" className={buttonClasses()}>
        Continue to Overlap
      </a>
    </div>
  );
}
