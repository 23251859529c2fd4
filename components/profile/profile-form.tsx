"use client";

import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { useHandleAvailability } from "@/components/auth/use-handle-availability";
import { api } from "@/components/data/api-client";
import { useFormErrors } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxGroupField } from "@/components/ui/checkbox-group-field";
import { FormSection } from "@/components/ui/form-section";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import type { OwnUser } from "@/lib/accounts/contract";
import type { UpdateProfileBody } from "@/lib/profiles/contract";
import {
  AGE_PREFERENCE_RANGE,
  AGE_RANGE,
  GENDERS,
  HANDLE_FIELD_HINT,
  HEIGHT_RANGE,
  INTERESTED_IN,
  LANGUAGES,
  normaliseHandle,
  OPEN_TO_TYPES,
  reservedHandleWarning,
  PROFILE_TEXT_MAX,
  RELATIONSHIP_INTENTS,
} from "@/lib/accounts/values";
import {
  PROFILE_FORM,
  initialProfileValues,
  profileBody,
  profileRequest,
  type ProfileBody,
  type ProfileField,
  type ProfileFormValues,
} from "./profile-form-values";

type TextKey = Exclude<ProfileField, "interested_in" | "relationship_intent" | "languages" | "open_to_pairing_types">;

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: value }));
// The checkbox group shows labels; the form keeps the API's values (match, friend).
const OPEN_TO_LABELS = OPEN_TO_TYPES.map((type) => type.label);
const openToLabel = (value: string) => OPEN_TO_TYPES.find((type) => type.value === value)?.label ?? value;
const openToValue = (label: string) => OPEN_TO_TYPES.find((type) => type.label === label)?.value ?? label;

/**
 * Edit mode: every editable User field (docs/product.md §3) with the contract's checks shown under the fields
 * before anything is sent, then the server's own field errors. Saving hands the updated user back.
 */
export function ProfileForm({
  user,
  onSaved,
  onCancel,
}: {
  user: OwnUser;
  onSaved: (user: OwnUser) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<ProfileFormValues>(() => initialProfileValues(user));
  const { errors, formError, check, fail } = useFormErrors(PROFILE_FORM);
  const heading = useRef<HTMLHeadingElement>(null);
  // The member's own handle is "taken" by them: only a different one is checked.
  const handleChanged = normaliseHandle(values.handle) !== (user.handle ?? "");
  const handleTaken = useHandleAvailability(handleChanged ? values.handle : "") && handleChanged;

  useEffect(() => heading.current?.focus(), []);

  const set = <K extends ProfileField>(field: K, value: ProfileFormValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const save = useMutation({
    mutationFn: (body: ProfileBody) => api("PUT /users/me", { body: body as UpdateProfileBody }),
    onSuccess: (saved) => {
      toast.success("Profile updated");
      onSaved(saved);
    },
    onError: (error) => fail(error, (detail) => `Failed to update profile: ${detail}`),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!(await check(() => import("@/lib/profiles/contract").then((m) => m.ProfileForm), profileRequest(values))))
      return;
    // The live availability check already shows a taken handle under the field.
    if (handleTaken) {
      document.getElementById("field-handle")?.focus();
      return;
    }
    save.mutate(profileBody(values, user));
  }

  const text = (field: TextKey) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(field, event.target.value),
  });
  const number = (
    field: "age" | "height" | "min_age_preference" | "max_age_preference",
    range: { min: number; max: number },
  ) => ({
    ...text(field),
    type: "number",
    inputMode: "numeric" as const,
    step: 1,
    min: range.min,
    max: range.max,
  });
  const limits = PROFILE_TEXT_MAX;

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="profile-edit-heading"
      className="flex flex-col gap-6"
    >
      <h2 id="profile-edit-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-foreground">
        Edit Profile
      </h2>
      {formError && <Alert tone="error">{formError}</Alert>}

      <FormSection level={3} id="profile-basics" title="Basics">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" required autoComplete="name" maxLength={limits.name} {...text("name")} />
          <TextField
            label="Handle"
            required
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            hint={HANDLE_FIELD_HINT}
            {...text("handle")}
            error={
              errors.handle ??
              (handleTaken
                ? "Handle already taken"
                : handleChanged
                  ? (reservedHandleWarning(values.handle) ?? undefined)
                  : undefined)
            }
          />
        </div>
        <TextField
          label="Headline"
          optional
          placeholder="e.g. Remote designer chasing the sun"
          hint={`${values.headline.length}/${limits.headline} characters`}
          {...text("headline")}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Age" required {...number("age", AGE_RANGE)} />
          <SelectField label="Gender" optional emptyLabel="Not set" options={GENDER_OPTIONS} {...text("gender")} />
          <TextField label="Height (cm)" optional hint="100-250 cm" {...number("height", HEIGHT_RANGE)} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Current location"
            optional
            placeholder="e.g. Lisbon, Portugal"
            maxLength={limits.current_location}
            {...text("current_location")}
          />
          <TextField
            label="Occupation"
            optional
            autoComplete="organization-title"
            maxLength={limits.occupation}
            {...text("occupation")}
          />
        </div>
      </FormSection>

      <FormSection level={3} id="profile-about-edit" title="About">
        <TextareaField
          label="Bio"
          optional
          maxLength={limits.bio}
          placeholder="A few lines about you and how you travel"
          {...text("bio")}
        />
        <TextareaField
          label="Travel preferences"
          optional
          rows={3}
          maxLength={limits.travel_preferences}
          placeholder="e.g. Slow travel, coworking spaces, hiking at weekends"
          {...text("travel_preferences")}
        />
        <CheckboxGroupField
          name="languages"
          legend="Languages"
          optional
          options={LANGUAGES}
          value={values.languages}
          onChange={(value) => set("languages", value)}
          error={errors.languages}
        />
      </FormSection>

      <FormSection level={3} id="profile-looking-for-edit" title="Looking for">
        <CheckboxGroupField
          name="open_to_pairing_types"
          legend="Open to"
          hint="Choose at least one."
          options={OPEN_TO_LABELS}
          value={values.open_to_pairing_types.map(openToLabel)}
          onChange={(labels) => set("open_to_pairing_types", labels.map(openToValue))}
          error={errors.open_to_pairing_types}
        />
        <CheckboxGroupField
          name="interested_in"
          legend="Interested in"
          optional
          options={INTERESTED_IN}
          value={values.interested_in}
          onChange={(value) => set("interested_in", value)}
          error={errors.interested_in}
        />
        <CheckboxGroupField
          name="relationship_intent"
          legend="Relationship intent"
          optional
          options={RELATIONSHIP_INTENTS}
          value={values.relationship_intent}
          onChange={(value) => set("relationship_intent", value)}
          error={errors.relationship_intent}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Minimum age preference"
            optional
            hint="18-100"
            {...number("min_age_preference", AGE_PREFERENCE_RANGE)}
          />
          <TextField
            label="Maximum age preference"
            optional
            hint="18-100"
            {...number("max_age_preference", AGE_PREFERENCE_RANGE)}
          />
        </div>
        <TextField
          label="Sexual orientation"
          optional
          maxLength={limits.sexual_orientation}
          {...text("sexual_orientation")}
        />
      </FormSection>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
