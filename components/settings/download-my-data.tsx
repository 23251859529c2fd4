"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { apiUrl } from "@/components/data/api-client";

const EXPORT_URL = apiUrl("GET /users/me/export");

/** The file name the server chose (Content-Disposition), or a plain one. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? "overlap-export.json";
}

/**
 * Settings' "Download my data" (docs/api.md §2.5). Fetched rather than a bare link, so the button
 * can show it is working and a refusal (the hourly limit) is a toast, not a JSON error file.
 */
export function DownloadMyData() {
  const [pending, setPending] = useState(false);

  async function download() {
    setPending(true);
    try {
      const response = await fetch(EXPORT_URL, { credentials: "same-origin" });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { detail?: string } | null;
        toast.error(`Failed to download your data: ${body?.detail ?? response.statusText}`);
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileNameOf(response);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success("Your data is downloading.");
    } catch {
      toast.error("Failed to download your data: check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      variant="secondary"
      className="self-start"
      loading={pending}
      loadingText="Preparing your file..."
      onClick={() => void download()}
    >
      Download my data
    </Button>
  );
}
