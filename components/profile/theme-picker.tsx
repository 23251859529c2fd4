"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { applyTheme, rememberTheme } from "@/components/shell/theme-sync";
import { cn } from "@/components/ui/cn";
import type { OwnUser } from "@/lib/accounts/contract";
import { THEME_CHOICES, isTheme, type Theme } from "./themes";

/** Each swatch shows the theme's own tokens: background, surface, text, primary and link. */
const SWATCH = ["bg-background", "bg-surface", "bg-foreground", "bg-primary", "bg-link"] as const;

/**
 * The theme choice as native radio buttons (arrow keys move and choose). A choice applies at once
 * and is saved as theme_preference; choices made while one is saving are sent one after another,
 * so the last one wins. A refused save puts the last saved theme back (docs/product.md §8's toast).
 */
export function ThemePicker({ theme, onSaved }: { theme: string; onSaved?: (user: OwnUser) => void }) {
  const router = useRouter();
  const initial: Theme = isTheme(theme) ? theme : "light";
  const [selected, setSelected] = useState<Theme>(initial);
  const [saving, setSaving] = useState(false);
  const wanted = useRef<Theme>(initial);
  const saved = useRef<Theme>(initial);
  const sending = useRef(false);

  async function sendPending() {
    if (sending.current) return;
    sending.current = true;
    setSaving(true);
    try {
      while (wanted.current !== saved.current) {
        const target = wanted.current;
        try {
          const user = await api("PUT /users/me", { body: { theme_preference: target } });
          onSaved?.(user);
          saved.current = target;
          rememberTheme(target);
        } catch {
          toast.error("Failed to update theme. Please try again.");
          wanted.current = saved.current;
          applyTheme(saved.current);
          setSelected(saved.current);
        }
      }
    } finally {
      sending.current = false;
      setSaving(false);
    }
    // The layout renders the theme on the server: refresh it so a later render keeps the new one.
    router.refresh();
  }

  function choose(next: Theme) {
    setSelected(next);
    applyTheme(next);
    wanted.current = next;
    void sendPending();
  }

  return (
    <fieldset aria-describedby="theme-status">
      <legend className="mb-3 text-sm font-medium text-foreground">Theme</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {THEME_CHOICES.map((choice) => {
          const id = `theme-${choice.key}`;
          const checked = selected === choice.key;
          return (
            <label
              key={choice.key}
              htmlFor={id}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-xl border-2 p-3 transition-colors",
                checked ? "border-primary bg-primary-soft" : "border-border bg-surface hover:bg-surface-muted",
              )}
            >
              <input
                id={id}
                type="radio"
                name="theme"
                value={choice.key}
                checked={checked}
                onChange={() => choose(choice.key)}
                aria-labelledby={`${id}-name`}
                aria-describedby={`${id}-description`}
                className="mt-1 size-4 shrink-0 accent-(--primary)"
              />
              <span className="flex min-w-0 flex-1 flex-col gap-2">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span id={`${id}-name`} className="font-semibold text-foreground">
                    {choice.name}
                  </span>
                  {checked && <span className="text-xs font-semibold text-link">Current</span>}
                </span>
                <span id={`${id}-description`} className="text-sm text-muted">
                  {choice.description}
                </span>
                {/* The swatch reads the theme's own colour tokens from globals.css. */}
                <span
                  data-theme={choice.key}
                  aria-hidden="true"
                  className="flex w-fit gap-1 rounded-lg border border-border bg-background p-1.5"
                >
                  {SWATCH.map((token) => (
                    <span key={token} className={cn("size-5 rounded-full border border-border", token)} />
                  ))}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <p id="theme-status" role="status" className="mt-2 min-h-5 text-sm text-muted">
        {saving ? "Saving theme..." : ""}
      </p>
    </fieldset>
  );
}
