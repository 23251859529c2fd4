"use client";

import { TextField } from "@/components/ui/text-field";

/** The password asked again before a change to the account itself (its email, its deletion): docs/api.md §16. */
export function OwnPasswordField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <TextField
      name="password"
      id={id}
      type="password"
      label="Password"
      hint="Enter your password to confirm it's you."
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required
    />
  );
}
