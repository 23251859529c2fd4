"use client";

import { useState, type FormEvent } from "react";
import { markSigningOut, signOutTo } from "@/components/auth/auth-client";
import { api } from "@/components/data/api-client";
import { useFormErrors, type FormErrorOptions } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogConfirmPanel } from "@/components/ui/dialog";
import { WRONG_PASSWORD } from "@/lib/accounts/values";
import { OwnPasswordField } from "./own-password-field";

// A wrong password is said under the password field, not above the form.
const FORM = {
  fields: ["password"],
  detailFields: { [WRONG_PASSWORD]: "password" },
} as const satisfies FormErrorOptions<string>;

/** Where a deleted member lands: the landing page, which shows "Your account has been deleted." */
const FAREWELL_URL = "/?account=deleted";

/**
 * Settings' "Delete account" (docs/api.md §2.5): the password, then a confirm dialog. On success
 * the (already worthless) session cookie is cleared and the member lands on the landing page.
 */
export function DeleteAccount() {
  const [password, setPassword] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const { errors, formError, check, fail } = useFormErrors(FORM);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = await check(() => import("@/lib/accounts/contract").then((m) => m.DeleteAccountBody), { password });
    if (body) setConfirming(true);
  }

  async function deleteForGood() {
    setPending(true);
    // Deleting ends this session too: the live stream's sign-out must not take this tab elsewhere.
    markSigningOut();
    try {
      await api("DELETE /users/me", { body: { password } });
    } catch (error) {
      setPending(false);
      setConfirming(false);
      fail(error, (detail) => `Failed to delete your account: ${detail}`);
      return;
    }
    try {
      await signOutTo(FAREWELL_URL);
    } catch {
      // A full load, not a client navigation: nothing of the deleted member's screens may linger.
      window.location.replace(FAREWELL_URL);
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="delete-account-heading"
      className="flex flex-col gap-4"
    >
      {/* A standing warning, not an alert: nothing happened yet, so nothing is announced. */}
      <p className="rounded-lg border border-danger bg-danger-soft px-4 py-3 text-sm text-danger">
        Deleting your account removes your profile, photos, travel plans, matches and friends, and messages, for good.
        Trips you host are cancelled and their participants are told. This cannot be undone.
      </p>
      {formError && <Alert tone="error">{formError}</Alert>}
      <OwnPasswordField id="field-password" value={password} onChange={setPassword} error={errors.password} />
      <Button type="submit" variant="danger" className="self-start">
        Delete account
      </Button>
      <Dialog open={confirming} onOpenChange={(next) => !pending && setConfirming(next)}>
        <DialogConfirmPanel
          title="Delete your account?"
          description="Your profile, photos, plans, connections and messages will be deleted, and the trips you host cancelled. This cannot be undone."
        >
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" loading={pending} loadingText="Deleting..." onClick={() => void deleteForGood()}>
            Delete my account
          </Button>
        </DialogConfirmPanel>
      </Dialog>
    </form>
  );
}
