import { DataCredit } from "@/components/brand/data-credit";

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-sm text-muted">
        <p>© Overlap · An invite-only community for travellers whose plans overlap.</p>
        <p>
          <a href="/privacy" className="underline underline-offset-4">
            Privacy: who sees what
          </a>
        </p>
        <DataCredit />
      </div>
    </footer>
  );
}
