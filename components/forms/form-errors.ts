import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { ApiError, NETWORK_MESSAGE } from "@/components/data/api-client";
import { errorDetailOrMessage } from "@/components/ui/error-detail";
import type { FieldError } from "@/lib/contract/messages";
import { fieldErrorsOf, withoutBlanks, type FieldErrors } from "@/lib/forms/fields";

/**
 * The one way a form shows what is wrong (docs/decisions/014-contracts-and-openapi.md). Before
 * sending, it checks the request with the route's own contract schema, so the rules and words are
 * the server's; after a failed send, the server's 422 field errors go under their fields and
 * anything else becomes one sentence above the form. The first field in error gets the focus.
 */

export type { FieldErrors };

/**
 * A route's request schema, loaded when the form is sent: `() => import("@/lib/plans/contract").then((m) =>
 * m.CreatePlanBody)`.
 * A dynamic import keeps zod out of the page's first load (docs/decisions/014-contracts-and-openapi.md).
 */
export type SchemaLoader<S extends z.ZodType = z.ZodType> = () => Promise<S>;

export type FormErrorOptions<F extends string> = {
  /** The form's fields in screen order: the first one in error is focused. */
  fields: readonly F[];
  /** Request fields shown under another form field: `{ city_id: "destination" }`. */
  aliases?: Partial<Record<string, F>>;
  /** The id of a field's control; `field-<name>` as components/ui/field.tsx gives it. */
  idOf?: (field: F) => string;
  /** The field a 409's detail goes under: a value someone else took meanwhile (a handle). */
  conflict?: F;
  /**
   * Server details that are about one field, by their words: `{ [WRONG_PASSWORD]: "password" }` shows it under that
   * field.
   */
  detailFields?: Partial<Record<string, F>>;
};

/** A failed submit split the way forms show it: field errors, or one sentence when there are none. */
export function formProblem<F extends string>(
  error: unknown,
  options: FormErrorOptions<F>,
): { fieldErrors: FieldErrors<F>; message: string | null } {
  if (!error) return { fieldErrors: {}, message: null };
  const fieldErrors: FieldErrors<F> = error instanceof ApiError ? fieldErrorsOf(error.errors, options) : {};
  if (error instanceof ApiError && error.status === 409 && options.conflict && error.detail)
    fieldErrors[options.conflict] ??= error.detail;
  const detailField = error instanceof ApiError && error.detail ? options.detailFields?.[error.detail] : undefined;
  if (detailField && error instanceof ApiError) fieldErrors[detailField] ??= error.detail;
  return { fieldErrors, message: Object.keys(fieldErrors).length > 0 ? null : errorDetailOrMessage(error) };
}

function focusFirstError<F extends string>(
  errors: FieldErrors<F>,
  { fields, idOf = (field) => `field-${field}` }: FormErrorOptions<F>,
) {
  const first = fields.find((field) => errors[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}

/** What fieldsEditedBy needs of an edited control: an input, select, textarea, or a control inside a group. */
export type EditedControl = { id: string; closest: (selector: string) => unknown };

/**
 * The fields among `candidates` an edit of `control` changes: the control is the field's own (its
 * id), or inside the field's group (a radio or checkbox group carries the id). Ids, not names: two
 * forms on one page may both have a `password`, and each keeps its own errors.
 */
export function fieldsEditedBy<F extends string>(
  control: EditedControl,
  candidates: readonly F[],
  { idOf = (field) => `field-${field}` }: Pick<FormErrorOptions<F>, "idOf">,
): F[] {
  return candidates.filter((field) => {
    const id = idOf(field);
    return control.id === id || Boolean(control.closest(`[id="${id.replace(/["\\]/g, "\\$&")}"]`));
  });
}

/**
 * A form's errors as state. `await check(load, body)` validates the body about to be sent (blank
 * text left out, as the form sends it) with the schema `load` gives, and returns the parsed body or
 * null after showing the errors;
 * `fail(error, sentence?)` shows a failed send, `sentence` wording the one-line case. `problems`
 * keeps every field error with its whole path ("overrides.12.arrival_date"), for a form whose
 * fields are made per item and shown under that item.
 *
 * The client forms' mechanism: forms that call the API once hydrated, with react-query and toasts. The sign-in
 * pages' forms, which must work before their script has loaded, are `ActionForm`s (docs/decisions/022); the admin
 * data screens' `useAdminForm` keeps its errors with this (docs/decisions/014).
 */
export function useFormErrors<F extends string>(options: FormErrorOptions<F>) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [problems, setProblems] = useState<readonly FieldError[]>([]);
  // The fields whose error came from the server: the answer was about the value sent, so it goes
  // as soon as that value changes (the contract's own checks run again at the next send).
  const [serverFields, setServerFields] = useState<readonly F[]>([]);
  const optionsRef = useRef(options);

  useEffect(() => {
    if (serverFields.length === 0) return;
    function onEdit(event: Event) {
      const target = event.target as Partial<EditedControl> | null;
      if (!target || typeof target.closest !== "function" || typeof target.id !== "string") return;
      const edited = fieldsEditedBy(target as EditedControl, serverFields, optionsRef.current);
      if (edited.length === 0) return;
      setServerFields((current) => current.filter((field) => !edited.includes(field)));
      setErrors((current) => {
        const next = { ...current };
        for (const field of edited) delete next[field];
        return next;
      });
    }
    // Bubbling, not capturing: this listener must run after React's own (on the root, below the
    // document). Run before it, its state update is flushed first, and React puts a controlled
    // field's old value back before its onChange reads it: the edit is lost.
    document.addEventListener("input", onEdit);
    document.addEventListener("change", onEdit);
    return () => {
      document.removeEventListener("input", onEdit);
      document.removeEventListener("change", onEdit);
    };
  }, [serverFields]);

  const show = useCallback(
    (found: FieldErrors<F>, message: string | null, fromServer = false, all: readonly FieldError[] = []) => {
      setErrors(found);
      setProblems(all);
      setFormError(message);
      setServerFields(fromServer ? options.fields.filter((field) => found[field] !== undefined) : []);
      focusFirstError(found, options);
    },
    // The options are the form's constants; a new object each render must not reset the callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const check = useCallback(
    async <S extends z.ZodType>(load: SchemaLoader<S>, body: Record<string, unknown>): Promise<z.output<S> | null> => {
      let loaded: [S, typeof import("@/lib/contract/messages")];
      try {
        loaded = await Promise.all([load(), import("@/lib/contract/messages")]);
      } catch {
        // The check's code could not be fetched (offline, a deploy replaced the chunks): the same
        // words as any request that cannot reach us (docs/product.md §8).
        show({}, NETWORK_MESSAGE);
        return null;
      }
      const [schema, { checkInput }] = loaded;
      const result = checkInput(schema, withoutBlanks(body));
      if (result.ok) {
        show({}, null);
        return result.data;
      }
      show(fieldErrorsOf(result.errors, options), null, false, result.errors);
      return null;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [show],
  );

  const fail = useCallback(
    (error: unknown, sentence: (detail: string) => string = (detail) => detail) => {
      const { fieldErrors, message } = formProblem(error, options);
      show(
        fieldErrors,
        message === null ? null : sentence(message),
        true,
        error instanceof ApiError ? error.errors : [],
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [show],
  );

  const clear = useCallback(() => show({}, null), [show]);

  return { errors, formError, problems, check, fail, clear };
}
