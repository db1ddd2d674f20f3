/**
 * A card (card.tsx) that is a section named by its small uppercase heading, its content under it: the parts of the
 * day page.
 */
import { type ReactNode, useId } from "react";
import { Card } from "./card.tsx";

export function TitledCard({
  title,
  children,
  className = "",
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className={`p-5 ${className}`.trim()}>
      <h2 id={id} className="text-xs font-semibold uppercase tracking-[0.08em] text-stone-600">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </Card>
  );
}
