"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError, api } from "@/components/data/api-client";
import { Switch } from "@/components/ui/switch";
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
            <Switch
              on={on}
              aria-labelledby={`${key}-label`}
              aria-describedby={`${key}-description`}
              disabled={saving === key}
              onClick={() => void flip(key)}
            />
          </li>
        );
      })}
    </ul>
  );
}
