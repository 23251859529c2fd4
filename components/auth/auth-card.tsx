import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** The centred card the sign-in, sign-up and waiting pages share. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-foreground">{title}</h1>
        {description && <p className="mt-2 text-muted">{description}</p>}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}
