"use client";

import { Link } from "@/components/ui/link";
import { useState } from "react";
import { memberPath } from "@/components/public-profile/paths";
import { Badge } from "@/components/ui/badge";
import { FocusRescue } from "@/components/ui/focus-rescue";
import { TextField } from "@/components/ui/text-field";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import type { AdminReference } from "@/lib/admin/contract";
import type { AdminColumn } from "../kit/admin-table";
import { DeleteRowButton } from "../kit/delete-row-button";
import { formatAdminDate } from "../kit/format";
import { AdminPagedList } from "../kit/paged-list";
import { usePagedList } from "../kit/use-paged-list";
import { ReferenceStay } from "./reference-stay";

const NOUN = { one: "reference", many: "references" };
const FILTER_DELAY_MS = 300;

function Person({ person }: { person: AdminReference["author"] }) {
  return (
    <>
      <Link href={memberPath(person.id)} className="font-semibold text-link underline-offset-4 hover:underline">
        {person.name}
      </Link>
      <span className="block text-xs text-muted">ID {person.id}</span>
    </>
  );
}

const COLUMNS: AdminColumn<AdminReference>[] = [
  { header: "ID", rowHeader: true, className: "font-semibold text-foreground", cell: (row) => row.id },
  { header: "Author", className: "min-w-32", cell: (row) => <Person person={row.author} /> },
  { header: "About", className: "min-w-32", cell: (row) => <Person person={row.subject} /> },
  { header: "Stay", className: "min-w-36 whitespace-normal", cell: (row) => <ReferenceStay context={row.context} /> },
  {
    header: "Text",
    className: "max-w-sm min-w-56 break-words whitespace-pre-line",
    cell: (row) => (
      <>
        {row.text}
        {row.private_note && (
          <span className="mt-2 block text-sm text-muted">
            <span className="font-semibold">Private note:</span> {row.private_note}
          </span>
        )}
      </>
    ),
  },
  {
    header: "Recommends",
    cell: (row) => (row.recommend ? <Badge tone="success">Yes</Badge> : <Badge tone="warning">No</Badge>),
  },
  {
    header: "Status",
    cell: (row) => (row.shown ? <Badge tone="success">Shown</Badge> : <Badge tone="neutral">Hidden</Badge>),
  },
  { header: "Written", className: "whitespace-nowrap", cell: (row) => formatAdminDate(row.created_at) },
  {
    key: "actions",
    header: <span className="sr-only">Actions</span>,
    className: "whitespace-nowrap",
    cell: (row) => (
      <DeleteRowButton
        resource="references"
        id={row.id}
        noun={NOUN}
        question="Are you sure you want to remove this reference? It cannot be restored."
      />
    ),
  },
];

/** Every reference, shown or hidden (docs/product.md §2.12): filter by member, remove one. */
export function ReferencesScreen() {
  const [member, setMember] = useState("");
  const typed = useDebouncedValue(member.trim(), FILTER_DELAY_MS);
  const userId = /^\d{1,10}$/.test(typed) ? typed : undefined;
  const list = usePagedList<AdminReference>("references", { user_id: userId });

  return (
    <div className="flex flex-col gap-4">
      <FocusRescue fallbackId="field-user_id" />
      <TextField
        name="user_id"
        type="search"
        inputMode="numeric"
        label="Member ID"
        hint="The references this member wrote or received."
        autoComplete="off"
        value={member}
        onChange={(event) => setMember(event.target.value)}
        className="w-full sm:max-w-xs"
      />
      <AdminPagedList
        list={list}
        noun="references"
        loadingText="Loading references..."
        empty={{
          title: "No references found",
          detail: userId ? `No references by or about member ${userId}.` : null,
        }}
        caption="References"
        columns={COLUMNS}
      />
    </div>
  );
}
