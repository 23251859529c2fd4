"use client";

import type { ComponentProps } from "react";
import { afterPageLoad } from "@/components/ui/after-page-load";
import type { MemberReferences as MemberReferencesSection } from "./member-references";

const LoadedReferences = afterPageLoad(
  () => import("./member-references").then((module) => module.MemberReferences),
  "Loading references...",
);

/**
 * A profile's references, fetched once the page has loaded (docs/decisions/021-first-load-weight.md):
 * they sit below the profile's fields, and their list, form and paging are not in the profile's
 * first load. The anchor the "reference shown" notification links to (#references) is there from
 * the first paint.
 */
export function MemberReferences(props: ComponentProps<typeof MemberReferencesSection>) {
  return (
    <div id="references" className="scroll-mt-20">
      <LoadedReferences {...props} />
    </div>
  );
}
