"use client";

import { lazy, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogPanel, DialogTrigger } from "@/components/ui/dialog";
import type { AdminUser } from "@/lib/admin/contract";

// The forms (fields, checks, mutations) are loaded when a trigger is pointed at, focused or
// pressed, like the dialog itself (docs/benchmarks.md, first-load JS).
const loadForms = () => import("./user-forms");
const EditUserForm = lazy(() => loadForms().then((module) => ({ default: module.EditUserForm })));
const AddUserForm = lazy(() => loadForms().then((module) => ({ default: module.AddUserForm })));

/**
 * Edit name, email, age and the admin flag (docs/product.md §2). Admin edits make no client checks (docs/product.md
 * §5): the server's answer is shown.
 */
export function EditUserDialog({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild preload={loadForms}>
        <Button variant="secondary" size="sm">
          Edit<span className="sr-only"> {user.name}</span>
        </Button>
      </DialogTrigger>
      <DialogPanel title={`Edit ${user.name}`}>
        <EditUserForm user={user} onDone={() => setOpen(false)} />
      </DialogPanel>
    </Dialog>
  );
}

/**
 * docs/product.md §6: admins may create users; docs/api.md §9 makes them active at once (POST /admin/users?is_admin=).
 */
export function AddUserDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild preload={loadForms}>
        <Button>Add user</Button>
      </DialogTrigger>
      <DialogPanel title="Add user" description="The account is active at once; share the password with its owner.">
        <AddUserForm onDone={() => setOpen(false)} />
      </DialogPanel>
    </Dialog>
  );
}
