"use client";

import {
  cloneElement,
  createContext,
  isValidElement,
  lazy,
  Suspense,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from "react";

/**
 * The app's one dialog: `Dialog` (open state, controlled or not), `DialogTrigger`, `DialogClose`
 * and a surface, `DialogPanel` (a titled panel with a Close button) or `DialogConfirmPanel` (a
 * question and its buttons). The trigger and the state are plain React; the Radix part
 * (./dialog-surface: focus trap, Escape, scroll lock, portal) is loaded when a trigger is pointed at
 * or focused, or the dialog opens, so no page carries it in its first load (docs/benchmarks.md).
 * When the dialog closes, focus returns to the trigger, or to what had it when the dialog opened.
 */

const loadSurface = () => import("./dialog-surface");
const Surface = lazy(loadSurface);

type DialogState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes. */
  returnToRef: { current: HTMLElement | null };
};

const DialogContext = createContext<DialogState | null>(null);

function useDialog(part: string): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error(`${part} must be inside a Dialog`);
  return state;
}

type DialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
};

export function Dialog({ open: controlled, defaultOpen = false, onOpenChange, children }: DialogProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const returnToRef = useRef<HTMLElement | null>(null);
  // Opened from elsewhere than a trigger (a form's submit, a menu): remember what had the focus.
  useLayoutEffect(() => {
    if (open && !returnToRef.current && document.activeElement instanceof HTMLElement)
      returnToRef.current = document.activeElement;
  }, [open]);
  const setOpen = (next: boolean) => {
    if (controlled === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  return <DialogContext.Provider value={{ open, setOpen, returnToRef }}>{children}</DialogContext.Provider>;
}

type SlotProps = { asChild?: boolean; children: ReactNode };

type SlotInnerProps = SlotProps & { extra: Record<string, unknown>; onClick: (event: MouseEvent<HTMLElement>) => void };

/** The child (asChild) or a button, with `extra` props merged in and its own onClick run first. */
function Slot({ asChild, children, extra, onClick }: SlotInnerProps) {
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
    return cloneElement(child, {
      ...extra,
      onClick: (event: MouseEvent<HTMLElement>) => {
        child.props.onClick?.(event);
        if (!event.defaultPrevented) onClick(event);
      },
    });
  }
  return (
    <button type="button" {...extra} onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * Opens the dialog. `preload` runs with the surface's own loading, when the trigger is pointed at
 * or focused: a dialog whose body is loaded on demand (a lazy component inside the panel) starts
 * fetching it there; the surface waits for it, so the dialog opens whole, focus on its first field.
 */
export function DialogTrigger({ asChild, children, preload }: SlotProps & { preload?: () => unknown }) {
  const { open, setOpen, returnToRef } = useDialog("DialogTrigger");
  const load = () => {
    void loadSurface();
    void preload?.();
  };
  const extra = {
    "aria-haspopup": "dialog",
    "aria-expanded": open,
    "data-state": open ? "open" : "closed",
    onPointerEnter: load,
    onFocus: load,
  };
  const onClick = (event: MouseEvent<HTMLElement>) => {
    returnToRef.current = event.currentTarget;
    setOpen(true);
  };
  return (
    <Slot asChild={asChild} extra={extra} onClick={onClick}>
      {children}
    </Slot>
  );
}

export function DialogClose({ asChild, children }: SlotProps) {
  const { setOpen } = useDialog("DialogClose");
  return (
    <Slot asChild={asChild} extra={{}} onClick={() => setOpen(false)}>
      {children}
    </Slot>
  );
}

type SurfaceChoice = {
  variant: "panel" | "confirm";
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** Renders the Radix surface from the first opening on (kept mounted so it can close as Radix does). */
function LazySurface(props: SurfaceChoice) {
  const { open, setOpen, returnToRef } = useDialog("DialogPanel");
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  const onClosed = () => {
    const target = returnToRef.current;
    returnToRef.current = null;
    if (target?.isConnected) target.focus();
  };
  return (
    <Suspense fallback={null}>
      <Surface open={open} onOpenChange={setOpen} onClosed={onClosed} {...props} />
    </Suspense>
  );
}

type DialogPanelProps = {
  title: ReactNode;
  /** Read out with the title when the dialog opens; leave it out when the content speaks for itself. */
  description?: ReactNode;
  /** Controls beside the title (e.g. "Mark all read"). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * A dialog's panel: overlay, a titled surface with a Close button, focus trapped inside, Escape
 * closes, and focus returns to whatever opened it. On phones it fills most of the screen.
 */
export function DialogPanel(props: DialogPanelProps) {
  return <LazySurface variant="panel" {...props} />;
}

/** A question before something that cannot be undone: the title, the question, and its buttons (children). */
export function DialogConfirmPanel({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <LazySurface variant="confirm" title={title} description={description}>
      {children}
    </LazySurface>
  );
}
