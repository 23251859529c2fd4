"use client";

import {
  Fragment,
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";

/**
 * What a form's server action answers (docs/decisions/022-server-rendered-forms.md): the form's
 * fields rendered again on the server (the values sent kept, the errors under their fields), or
 * what takes the form's place once it is done. A success that leaves the page redirects instead.
 */
export type FormAnswer = { fields: ReactNode } | { done: ReactNode };
export type FormAction = (previous: FormAnswer | null, data: FormData) => Promise<FormAnswer>;

/** How long a send may take before the form says so (docs/product.md §8: the API's 10 s time-out). */
const SLOW_AFTER_MS = 10_000;

type Sent = { answer: FormAnswer | null; unreachable: boolean };

// Each answer's fields are mounted afresh (a key per answer), so the controls and messages a member
// edited (below) are never patched back into a later answer.
const answerKeys = new WeakMap<object, number>();
let lastKey = 0;
function keyOf(answer: FormAnswer | null): number {
  if (!answer) return 0;
  if (!answerKeys.has(answer)) answerKeys.set(answer, ++lastKey);
  return answerKeys.get(answer)!;
}

/**
 * A form that works before its script has loaded: the server renders its fields and answers its
 * server action with them, so the page ships only this. Sent before hydration, it is a plain POST
 * that the server answers with the page (React's progressive enhancement); after, the send stays on
 * the page, shows `pending` through the form's aria-busy (SubmitButton's label follows it), and
 * focuses the first field in error. Editing a field in error clears its mark and message, which
 * described the value sent, not the one typed now.
 */
export function ActionForm({
  action,
  fields,
  children,
  slowNotice,
  unreachableNotice,
}: {
  action: FormAction;
  /** The fields as first rendered. */
  fields: ReactNode;
  /** What stays the same after each answer: the submit button, the links under it. */
  children: ReactNode;
  /** Shown while a send has taken longer than 10 s. */
  slowNotice?: ReactNode;
  /** Shown when the server could not be reached. */
  unreachableNotice: ReactNode;
}) {
  // A plain POST sent before hydration is answered through this one (the page comes back with it).
  const [posted, post] = useActionState(action, null);
  const [sent, send, pending] = useActionState(
    async (_: Sent, data: FormData): Promise<Sent> => {
      try {
        return { answer: await action(null, data), unreachable: false };
      } catch (error) {
        // A redirect is how the server says "done, go there": not a failure of ours to catch.
        if (isRedirect(error)) throw error;
        return { answer: null, unreachable: true };
      }
    },
    { answer: null, unreachable: false },
  );
  const answer = sent.answer ?? posted;
  const [slow, setSlow] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done.current) done.current.focus();
    else form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [answer]);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    setSlow(false);
    startTransition(() => send(data));
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const control = event.target as HTMLElement;
    if (control.getAttribute("aria-invalid") !== "true") return;
    const message = document.getElementById(`${control.id}-error`);
    control.removeAttribute("aria-invalid");
    if (message) message.hidden = true;
    const described = (control.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter((id) => id && id !== message?.id);
    control.setAttribute("aria-describedby", described.join(" "));
  }

  if (answer && "done" in answer) {
    return (
      <div ref={done} tabIndex={-1} className="outline-none">
        {answer.done}
      </div>
    );
  }
  return (
    <form
      ref={form}
      action={post}
      onSubmit={onSubmit}
      onInput={onInput}
      noValidate
      aria-busy={pending}
      className="group flex flex-col gap-5"
    >
      {pending && slow && slowNotice}
      {sent.unreachable && !pending && unreachableNotice}
      <Fragment key={keyOf(answer)}>{answer ? answer.fields : fields}</Fragment>
      {children}
    </form>
  );
}

function isRedirect(error: unknown): boolean {
  return (
    typeof (error as { digest?: unknown })?.digest === "string" &&
    (error as { digest: string }).digest.startsWith("NEXT_REDIRECT")
  );
}
