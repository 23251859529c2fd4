import type { ReactNode } from "react";

/**
 * A button's label that gives way to an icon on phones (below the `sm` breakpoint), where a crowded
 * header has no room for the words; screen readers still hear the words.
 */
export function PhoneIconLabel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span aria-hidden="true" className="inline-flex sm:hidden">
        {icon}
      </span>
      <span className="max-sm:sr-only">{children}</span>
    </>
  );
}
