import type { ReactNode } from "react";

// The icons every member page draws (the navigation, the bell, the confirm-email banner's close), apart
// from the rest of ./icons.tsx, so the member shell's first load carries only these
// (docs/decisions/021-first-load-weight.md).

/** Decorative line icons; the control around each one carries the accessible name. */
export function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ?? "size-5"}
    >
      {children}
    </svg>
  );
}

type IconProps = { className?: string };

export const BellIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

export const CloseIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);
