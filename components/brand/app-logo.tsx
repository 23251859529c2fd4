import { Link } from "@/components/ui/link";
import { BrandMark } from "./brand-mark";
import { LOGO_CLASSES } from "./logo";

/** The member shell's wordmark, an app link to Discover (the public pages' is ./logo.tsx, a plain link). */
export function AppLogo() {
  return (
    <Link href="/app" className={LOGO_CLASSES}>
      <BrandMark />
      Overlap
    </Link>
  );
}
