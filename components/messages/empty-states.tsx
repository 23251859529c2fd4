import { Link } from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";

/** docs/product.md §2: a member with no conversation at all. */
export function NoConversations() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
      <h2 className="text-xl font-semibold text-foreground">No conversations yet</h2>
      <p className="text-muted">Match with someone to start chatting!</p>
      <Link href="/app" className={buttonClasses({ className: "mt-2" })}>
        Go to Discover
      </Link>
    </div>
  );
}

/** docs/product.md §2: conversations exist but none is open (the wide layout's right-hand side). */
export function NoConversationSelected() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-foreground">Select a conversation</h2>
      <p className="text-sm text-muted">Pick someone on the left to read and send messages.</p>
    </div>
  );
}

/** The thread answered 404: it was closed (the match or friendship ended) or never was the member's. */
export function ClosedConversation() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 px-6 py-12 text-center">
      <h2 id="thread-heading" tabIndex={-1} className="text-lg font-semibold text-foreground">
        This conversation is no longer available
      </h2>
      <p className="max-w-sm text-sm text-muted">
        It was closed when the match or friendship ended, or it is not one of yours.
      </p>
      <Link href="/app/messages" className={buttonClasses({ variant: "secondary", className: "mt-2" })}>
        Back to Messages
      </Link>
    </div>
  );
}
