/**
 * The card every part of the day page sits in: a white panel with a small heading.
 */
import { type ReactNode, useId } from "react";

export function Card({
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
    <section
      aria-labelledby={id}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 ${className}`}
    >
      <h2 id={id} className="text-xs font-semibold uppercase tracking-[0.08em] text-stone-600">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
