import { Avatar } from "@/components/profile/avatar";
import { AccountMenuEntries } from "./account-menu-entries";

const ACCOUNT_MENU_ID = "account-menu";

/**
 * The avatar (and, from small screens up, the name) opens the member's menu: My Profile, Settings
 * and Logout, on phones and desktops alike (docs/product.md §2.4). A native popover (the `popover`
 * attribute): it opens before the page's script has run, Escape and a click outside close it, Tab
 * moves from the button into it, and the browser tells assistive technology whether it is open.
 * Drawn here, on the server: only the entries, which know the page shown and sign out, are client
 * code (docs/decisions/021-first-load-weight.md).
 */
export function AccountMenu({ id, name, photo }: { id: number; name: string; photo: string | null }) {
  return (
    <>
      <button
        type="button"
        popoverTarget={ACCOUNT_MENU_ID}
        aria-controls={ACCOUNT_MENU_ID}
        className="inline-flex min-h-10 min-w-0 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-foreground hover:bg-surface-muted max-sm:pr-1"
      >
        <Avatar id={id} name={name} photo={photo} />
        <span className="sr-only">Account menu: </span>
        <span className="max-w-[10rem] truncate max-sm:sr-only">{name}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current text-muted max-sm:hidden">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {/* Under the header, at its right edge (the header's content is 72rem wide, 1rem in). */}
      <nav
        id={ACCOUNT_MENU_ID}
        popover="auto"
        aria-label="Account"
        className="fixed inset-auto top-[3.75rem] right-[max(1rem,calc((100vw-72rem)/2+1rem))] m-0 w-60 max-w-[calc(100vw-2rem)] rounded-xl border border-border bg-surface p-2 text-foreground shadow-lg"
      >
        <p className="truncate px-3 pt-1 pb-2 text-sm text-muted">{name}</p>
        <AccountMenuEntries menuId={ACCOUNT_MENU_ID} />
      </nav>
    </>
  );
}
