import { Logo } from "@/components/brand/logo";

export function SiteHeader() {
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-6xl items-center px-4 py-3">
        <Logo />
      </div>
    </header>
  );
}
