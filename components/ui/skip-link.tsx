/** Lets keyboard users jump past the navigation; visible only when focused. */
export function SkipLink({ href = "#main" }: { href?: string }) {
  return (
    <a
      href={href}
      className="sr-only z-50 rounded-lg bg-primary px-4 py-2 font-semibold text-primary-contrast focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}
