import { cn } from "./cn";

/**
 * The parts every form field shares: ids that tie the hint and the error to the control through
 * aria-describedby, the visible label, and the messages under the control. TextField, SelectField,
 * TextareaField and the city combobox are built from these, so they look and read alike.
 */
export function fieldIds(name: string, id: string | undefined, hint: string | undefined, error: string | undefined) {
  const controlId = id ?? `field-${name}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  // When the error says the same thing as the hint, say it once, as the error.
  const showHint = Boolean(hint) && hint !== error;
  const describedBy = [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { controlId, hintId, errorId, showHint, describedBy };
}

/**
 * The border and text of a control, red while it is marked invalid (aria-invalid): the mark and the
 * colour cannot disagree, and a form that clears the mark when its field is edited clears both.
 */
export function controlClasses(extra?: string) {
  return cn(
    "w-full rounded-lg border border-input-border bg-surface px-3 py-2 text-base text-foreground aria-invalid:border-danger",
    extra,
  );
}

export function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-foreground">
      {label}
      {optional && <span className="font-normal text-muted"> (optional)</span>}
    </label>
  );
}

export function FieldMessages({
  ids,
  hint,
  error,
}: {
  ids: ReturnType<typeof fieldIds>;
  hint?: string;
  error?: string;
}) {
  return (
    <>
      {ids.showHint && (
        <p id={ids.hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </>
  );
}
