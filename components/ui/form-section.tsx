import type { ReactNode } from "react";
import { Card } from "./card";

/**
 * One titled group of a long form ("Basic Information", "About"), a card with its heading naming
 * the section. `level` keeps the page's heading outline: h2 under the page title, h3 when the form
 * itself sits under an h2.
 */
export function FormSection({
  id,
  title,
  level = 2,
  children,
}: {
  id: string;
  title: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
        <Heading id={`${id}-heading`} className="text-lg font-semibold text-foreground">
          {title}
        </Heading>
        {children}
      </section>
    </Card>
  );
}
