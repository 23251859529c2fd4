"use client";

import { Dialog } from "@/components/ui/dialog";
import { NotificationsDialog } from "./notifications-dialog";

/** The open notifications modal; loaded by the bell when first wanted (notification-bell.tsx). */
export function NotificationsModal({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <NotificationsDialog onNavigate={onClose} />
    </Dialog>
  );
}
