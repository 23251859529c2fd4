export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted">
        <p>© Overlap · An invite-only community for travellers whose plans overlap.</p>
      </div>
    </footer>
  );
}
