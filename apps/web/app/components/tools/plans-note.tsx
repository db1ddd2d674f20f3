/**
 * The line on a form whose result differs for a Personal Calendar (/predict, /predict/event, /bazi): it says so and
 * links to the page that lists what is free and what is paid (content/<lang>/pages/free-and-paid.md). Worded by
 * the page's loader (lib/free-and-paid.server.ts `plansNote`).
 */
import { Link } from "react-router";
import type { PlansNoteText } from "../../lib/free-and-paid.server.ts";

export function PlansNote({ note, className = "" }: { note: PlansNoteText; className?: string }) {
  return (
    <p className={`text-sm text-stone-600 print:hidden ${className}`} data-testid="plans-note">
      {note.text}{" "}
      <Link to={note.href} className="text-seal underline" data-testid="plans-note-link">
        {note.link}
      </Link>
    </p>
  );
}
