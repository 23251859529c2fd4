"use client";

import { useState, type FormEvent } from "react";
import { api } from "@/components/data/api-client";
import { useFormErrors } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { HANDLE_FIELD_HINT } from "@/lib/accounts/values";
import { CheckboxField } from "@/components/ui/checkbox-field";
import type { AdminCreateUserBody, AdminUser } from "@/lib/admin/contract";
import { numberValue } from "../kit/form-values";
import { useAdminMutation } from "../kit/use-admin-mutation";

// Loaded on submit: zod stays out of the page's first load (docs/decisions/014-contracts-and-openapi.md).
const loadCreateUserBody = () => import("@/lib/admin/contract").then((m) => m.AdminCreateUserBody);

const EDIT_FIELDS = ["name", "email", "age"] as const;
const CREATE_FIELDS = ["name", "handle", "email", "password", "age"] as const;

// The admin users screen's two forms (./user-form-dialog.tsx), loaded when their dialog is about to open.

export function EditUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const [values, setValues] = useState({
    name: user.name,
    email: user.email,
    age: String(user.age),
    is_admin: user.is_admin,
  });
  const problems = useFormErrors({ fields: EDIT_FIELDS, idOf: (field) => `edit-user-${field}` });
  const save = useAdminMutation({
    mutationFn: () =>
      api("PUT /admin/users/{id}", {
        params: { id: user.id },
        body: {
          name: values.name,
          email: values.email,
          // An emptied age goes out as null, as typed: the server answers under the field.
          age: (values.age.trim() === "" ? null : Number(values.age)) as number,
          is_admin: values.is_admin,
        },
      }),
    success: (saved) => `${saved.name} updated`,
    failure: "Failed to update user",
    quietErrors: true,
    onSuccess: onDone,
    onError: (error) => problems.fail(error),
  });
  const fieldErrors = problems.errors;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    problems.clear();
    save.mutate();
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4 pb-2">
      {problems.formError && <Alert tone="error">{problems.formError}</Alert>}
      <TextField
        name="name"
        id="edit-user-name"
        label="Name"
        autoComplete="off"
        value={values.name}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
        error={fieldErrors.name}
      />
      <TextField
        name="email"
        id="edit-user-email"
        type="email"
        label="Email"
        autoComplete="off"
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
        error={fieldErrors.email}
      />
      <TextField
        name="age"
        id="edit-user-age"
        type="number"
        inputMode="numeric"
        label="Age"
        value={values.age}
        onChange={(event) => setValues({ ...values, age: event.target.value })}
        error={fieldErrors.age}
      />
      <CheckboxField
        name="is_admin"
        label="Admin"
        hint="Admins see every member's data and the admin screens."
        checked={values.is_admin}
        onChange={(event) => setValues({ ...values, is_admin: event.target.checked })}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}

export function AddUserForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState({ name: "", handle: "", email: "", password: "", age: "" });
  const [isAdmin, setIsAdmin] = useState(false);
  const problems = useFormErrors({ fields: CREATE_FIELDS, idOf: (field) => `add-user-${field}` });
  const create = useAdminMutation({
    mutationFn: (body: AdminCreateUserBody) =>
      api("POST /admin/users", { query: { is_admin: isAdmin ? "true" : "false" }, body }),
    success: (user) => `User ${user.name} created`,
    failure: "Failed to create user",
    quietErrors: true,
    onSuccess: onDone,
    onError: (error) => problems.fail(error),
  });
  const errors = problems.errors;

  const bind = (field: (typeof CREATE_FIELDS)[number]) => ({
    name: field,
    id: `add-user-${field}`,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The route's own schema checks it first, with the server's words (docs/api.md §9).
    const body = await problems.check(loadCreateUserBody, { ...values, age: numberValue(values.age) });
    if (body) create.mutate(body);
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4 pb-2">
      {problems.formError && <Alert tone="error">{problems.formError}</Alert>}
      <TextField {...bind("name")} label="Full name" autoComplete="off" required />
      <TextField
        {...bind("handle")}
        label="Handle"
        optional
        hint={HANDLE_FIELD_HINT}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField {...bind("email")} type="email" label="Email" autoComplete="off" required />
      <TextField
        {...bind("password")}
        type="password"
        label="Password"
        autoComplete="new-password"
        required
        hint="At least 8 characters"
      />
      <TextField {...bind("age")} type="number" inputMode="numeric" min={18} max={120} step={1} label="Age" required />
      <CheckboxField
        name="new_is_admin"
        label="Admin"
        checked={isAdmin}
        onChange={(event) => setIsAdmin(event.target.checked)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={create.isPending} loadingText="Creating...">
          Create User
        </Button>
      </div>
    </form>
  );
}
