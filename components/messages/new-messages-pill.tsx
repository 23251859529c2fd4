"use client";

import { ArrowDownIcon } from "@/components/ui/icons";

/** Over a thread scrolled up: new messages wait below; a click scrolls down to them. */
export function NewMessagesPill({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast shadow-lg hover:bg-primary-hover"
    >
      <ArrowDownIcon className="size-4" />
      New messages
    </button>
  );
}
