/**
 * The head of the two ways of choosing days: the page's title and lead, and the ways as tabs: by theme or activity
 * (/predict) or for an event and people (/predict/event); and the line that links to what is free and what is paid.
 */
import type { Lang } from "@bazi/i18n";
import { Link } from "react-router";
import type { PlansNoteText } from "../../lib/free-and-paid.server.ts";
import { langPrefix } from "../../lib/lang.ts";
import { PlansNote } from "./plans-note.tsx";

export function PredictHeader({
  lang,
  current,
  title,
  lead,
  labels,
  note,
}: {
  lang: Lang;
  current: "theme" | "event";
  title: string;
  lead: string;
  /** The tabs' names, from the page's own catalog. */
  labels: { theme: string; event: string };
  /** The line linking to what is free and what is paid. */
  note: PlansNoteText;
}) {
  const prefix = langPrefix(lang);
  const tab = (mode: "theme" | "event", to: string) => (
    <Link
      to={to}
      aria-current={current === mode ? "page" : undefined}
      className={`rounded-full px-4 py-1.5 text-sm font-medium ${current === mode ? "bg-stone-900 text-white" : "bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100"}`}
      data-testid={`predict-mode-${mode}`}
    >
      {labels[mode]}
    </Link>
  );
  return (
    <>
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-stone-700">{lead}</p>
      <PlansNote note={note} className="mt-1" />
      <nav className="mt-4 flex flex-wrap gap-2" aria-label={labels.event}>
        {tab("theme", `${prefix}/predict`)}
        {tab("event", `${prefix}/predict/event`)}
      </nav>
    </>
  );
}
