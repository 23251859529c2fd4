"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError, api } from "@/components/data/api-client";
import { cn } from "@/components/ui/cn";
import {
  EMAIL_SETTINGS,
  EMAIL_SETTING_LABELS,
  type EmailSetting,
  type NotificationSettings,
} from "@/lib/notification-settings/values";

/**
 * Settings, "Email notifications" (docs/product.md, Settings): one switch per kind of email, saved
 * as it is flipped (PUT with that setting alone), a toast either way; a failed save flips it back.
 */
export function EmailNotificationSettings({ initialSettings }: { initialSettings: NotificationSettings }) {
  const [settings, setSettings] = useState(initialSettings);
  const [saving, setSaving] = useState<EmailSetting | null>(null);

  async function flip(key: EmailSetting) {
    const value = !settings[key];
    setSaving(key);
    setSettings((current) => ({ ...current, [key]: value }));
    try {
      setSettings(await api("PUT /users/me/notification-settings", { body: { [key]: value } }));
      toast.success(`Saved: "${EMAIL_SETTING_LABELS[key].label}" emails are ${value ? "on" : "off"}.`);
    } catch (error) {
      setSettings((current) => ({ ...current, [key]: !value }));
      toast.error(
        `Failed to save your email settings: ${error instanceof ApiError && error.detail ? error.detail : "please try again."}`,
      );
    } finally {
      setSaving(null);
    }
  }

  return (
    <ul className="flex flex-col divide-y divide-border">
      {EMAIL_SETTINGS.map((key) => {
        const { label, description } = EMAIL_SETTING_LABELS[key];
        const on = settings[key];
        return (
          <li key={key} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
            <div className="min-w-0">
              <p id={`${key}-label`} className="text-sm font-medium text-foreground">
                {label}
              </p>
              <p id={`${key}-description`} className="text-sm text-muted">
                {description}
              </p>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={on}
              aria-labelledby={`${key}-label`}
              aria-describedby={`${key}-description`}
              disabled={saving === key}
              onClick={() => void flip(key)}
              className={cn(
                "relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--primary) disabled:cursor-wait disabled:opacity-60",
                on ? "bg-primary" : "bg-input-border",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "inline-block size-6 rounded-full bg-surface shadow transition-transform",
                  on ? "translate-x-5" : "translate-x-0",
                )}
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
