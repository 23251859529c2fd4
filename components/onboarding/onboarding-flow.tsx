"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { useFormErrors, type FormErrorOptions } from "@/components/forms/form-errors";
import { CreatePlanForm } from "@/components/plans/create-plan-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckboxGroupField } from "@/components/ui/checkbox-group-field";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { Spinner } from "@/components/ui/spinner";
import { TextareaField } from "@/components/ui/textarea-field";
import { errorDetailOrMessage } from "@/components/ui/error-detail";
import type { OwnUser } from "@/lib/accounts/contract";
import type { UpdateProfileBody } from "@/lib/profiles/contract";
import { GENDERS, INTERESTED_IN, OPEN_TO_TYPES, PROFILE_TEXT_MAX, type PairingOpenness } from "@/lib/accounts/values";
import { ONBOARDING_STEPS, onboardingStepIndex } from "./steps";

// The photo slots load when the photo step opens (docs/decisions/021-first-load-weight.md).
const PhotoSlots = lazy(() => import("@/components/profile/photo-slots").then((m) => ({ default: m.PhotoSlots })));

type Field = "gender" | "interested_in" | "open_to_pairing_types" | "bio";

const FORM = {
  fields: ["gender", "interested_in", "open_to_pairing_types", "bio"],
  idOf: (field) => (field === "gender" ? `field-gender-${GENDERS[0]}` : `field-${field}-0`),
} as const satisfies FormErrorOptions<Field>;

const STEPS = ONBOARDING_STEPS;

const GENDER_OPTIONS = GENDERS.map((value) => ({ value: value as string, label: value }));
const openToLabel = (value: string) => OPEN_TO_TYPES.find((entry) => entry.value === value)?.label ?? value;
const openToValue = (label: string) => OPEN_TO_TYPES.find((entry) => entry.label === label)?.value ?? label;

type Props = {
  user: Pick<OwnUser, "name" | "gender" | "interested_in" | "open_to_pairing_types" | "photos" | "bio">;
  /** The step the address names (`?step=photo`): a reload resumes where the member was. */
  initialStep?: string;
};

/**
 * The short onboarding of a new member (docs/product.md §2.13): gender, interested in, open to,
 * a photo, a short bio and a first plan. Each step saves on Continue (a photo as soon as it is
 * chosen) and can be skipped; `Skip for now` ends the flow. Ending it, either way, marks
 * onboarding done (POST /users/me/onboarding) and opens Discover. The step reached is kept in
 * the address, so a reload (or a dropped connection's retry) resumes there.
 */
export function OnboardingFlow({ user, initialStep }: Props) {
  const router = useRouter();
  const [step, setStep] = useState(() => onboardingStepIndex(initialStep));
  const [photos, setPhotos] = useState<string[]>(user.photos);
  const [bio, setBio] = useState(user.bio ?? "");
  const [gender, setGender] = useState(user.gender ?? "");
  const [interestedIn, setInterestedIn] = useState<string[]>(user.interested_in);
  const [openTo, setOpenTo] = useState<string[]>(user.open_to_pairing_types);
  const [saving, setSaving] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const { errors, formError, check, fail, clear } = useFormErrors(FORM);
  const firstRender = useRef(true);

  // Each new step's heading takes the focus, so keyboard and screen reader users start there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById("onboarding-step-heading")?.focus();
  }, [step]);

  const current = STEPS[step]!;
  const last = step === STEPS.length - 1;

  function go(next: number) {
    clear();
    setStep(next);
    const url = new URL(window.location.href);
    url.searchParams.set("step", STEPS[next]!.key);
    // Next's router follows history.replaceState without asking the server for the page again.
    window.history.replaceState(null, "", url);
  }

  async function finish() {
    setFinishing(true);
    try {
      await api("POST /users/me/onboarding");
      router.push("/app");
      router.refresh();
    } catch (error) {
      setFinishing(false);
      toast.error(errorDetailOrMessage(error));
    }
  }

  /** The changes this step makes to the profile, or undefined when there is nothing to save. */
  function changes(): Partial<Record<Field, unknown>> | undefined {
    if (current.key === "gender") return gender ? { gender } : undefined;
    if (current.key === "interested_in") return interestedIn.length > 0 ? { interested_in: interestedIn } : undefined;
    if (current.key === "open_to") return { open_to_pairing_types: openTo };
    if (current.key === "bio") return bio.trim() !== (user.bio ?? "").trim() ? { bio: bio.trim() || null } : undefined;
    return undefined;
  }

  async function saveAndContinue() {
    const wanted = changes();
    if (wanted) {
      const body = await check(() => import("@/lib/profiles/contract").then((m) => m.UpdateProfileBody), wanted);
      if (!body) return;
      setSaving(true);
      try {
        await api("PUT /users/me", { body: body satisfies UpdateProfileBody });
      } catch (error) {
        setSaving(false);
        fail(error, (detail) => `Failed to save: ${detail}`);
        return;
      }
      setSaving(false);
    }
    go(step + 1);
  }

  const busy = saving || finishing;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-foreground sm:text-3xl">Welcome to Overlap, {user.name}</h1>
        <p className="mt-2 text-muted">
          A few questions so Discover can show you the right people. Each one can be skipped.
        </p>
      </div>

      <Progress step={step} />

      <Card>
        <section aria-labelledby="onboarding-step-heading" className="flex flex-col gap-5">
          <div>
            <h2 id="onboarding-step-heading" tabIndex={-1} className="text-xl font-semibold text-foreground">
              {current.title}
            </h2>
            <p className="mt-1 text-sm text-muted">{current.intro}</p>
          </div>

          {formError && <Alert tone="error">{formError}</Alert>}

          {current.key === "gender" && (
            <RadioGroupField
              name="gender"
              legend="Gender"
              options={GENDER_OPTIONS}
              value={gender}
              onChange={setGender}
              className="sm:grid sm:grid-cols-2 sm:gap-2"
            />
          )}
          {current.key === "gender" && errors.gender && <FieldProblem>{errors.gender}</FieldProblem>}

          {current.key === "interested_in" && (
            <CheckboxGroupField
              name="interested_in"
              legend="Interested in"
              hint="Choose all that apply."
              options={INTERESTED_IN}
              value={interestedIn}
              onChange={setInterestedIn}
              error={errors.interested_in}
            />
          )}

          {current.key === "open_to" && (
            <CheckboxGroupField
              name="open_to_pairing_types"
              legend="Open to"
              hint="Choose at least one."
              options={OPEN_TO_TYPES.map((entry) => entry.label)}
              value={openTo.map(openToLabel)}
              onChange={(labels) => setOpenTo(labels.map(openToValue) as PairingOpenness[])}
              error={errors.open_to_pairing_types}
            />
          )}

          {current.key === "photo" && (
            <Suspense
              fallback={
                <p role="status" className="flex items-center gap-2 text-sm text-muted">
                  <Spinner /> Loading your photos...
                </p>
              }
            >
              <PhotoSlots
                photos={photos}
                onChange={(updated) => setPhotos(updated.photos)}
                onDeleted={(photo) => setPhotos((previous) => previous.filter((entry) => entry !== photo))}
              />
            </Suspense>
          )}

          {current.key === "bio" && (
            <TextareaField
              name="bio"
              label="Bio"
              optional
              maxLength={PROFILE_TEXT_MAX.bio}
              placeholder="e.g. Designer from Porto, slow travelling through Asia. Into surfing, street food and quiet co-working."
              hint="A few lines other travellers read on your profile."
              value={bio}
              error={errors.bio}
              onChange={(event) => setBio(event.target.value)}
            />
          )}

          {current.key === "plan" && (
            <CreatePlanForm
              labelledBy="onboarding-step-heading"
              submitLabel="Add plan and finish"
              onCreated={() => void finish()}
            />
          )}

          <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              {step > 0 && (
                <Button variant="ghost" onClick={() => go(step - 1)} disabled={busy}>
                  Back
                </Button>
              )}
              <Button variant="secondary" onClick={() => (last ? void finish() : go(step + 1))} disabled={busy}>
                Skip this step
              </Button>
            </div>
            {!last && (
              <Button
                onClick={() => void saveAndContinue()}
                loading={saving}
                loadingText="Saving..."
                disabled={finishing}
              >
                Continue
              </Button>
            )}
          </div>
        </section>
      </Card>

      <div className="text-center">
        <Button
          variant="ghost"
          onClick={() => void finish()}
          loading={finishing}
          loadingText="Opening Discover..."
          disabled={saving}
        >
          Skip for now
        </Button>
      </div>
    </div>
  );
}

function FieldProblem({ children }: { children: ReactNode }) {
  return <p className="text-sm font-medium text-danger">{children}</p>;
}

/** "Step 2 of 4", with a bar for the eye; the words are what assistive technology reads. */
function Progress({ step }: { step: number }) {
  return (
    <div className="flex flex-col gap-2">
      <p id="onboarding-progress" className="text-sm font-medium text-foreground" aria-live="polite">
        Step {step + 1} of {STEPS.length}
      </p>
      <div aria-hidden="true" className="flex gap-1.5">
        {STEPS.map((entry, index) => (
          <span
            key={entry.key}
            className={`h-1.5 flex-1 rounded-full ${index <= step ? "bg-primary" : "bg-surface-muted"}`}
          />
        ))}
      </div>
    </div>
  );
}
