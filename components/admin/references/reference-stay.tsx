import type { AdminReference } from "@/lib/admin/contract";

/** Where a reference's stay was, for the admin screens: a trip's title, or the place and its days. */
export function ReferenceStay({ context }: { context: AdminReference["context"] }) {
  if ("title" in context) return <>Trip: {context.title}</>;
  return (
    <>
      {context.destination}
      <span className="block text-xs text-muted">
        {context.start} – {context.end}
      </span>
    </>
  );
}
