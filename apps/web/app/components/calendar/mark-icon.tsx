/** The pictograms of a date's marks on the month grid, the year view and their legends. */
import { MARK_ICONS } from "@bazi/contracts/calendar-marks";
import type { MarkKind } from "../../lib/month-board.server.ts";

export function MarkIcon({ kind, className = "size-3.5" }: { kind: MarkKind; className?: string }) {
  const p = MARK_ICONS[kind];
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} shrink-0 stroke-current ${p.fill ? "fill-current" : "fill-none"}`}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-mark={kind}
    >
      <path d={p.d} />
    </svg>
  );
}

/** The Yellow or Black Path dot. */
export function PathDot({ path, className = "size-2" }: { path: "yellow" | "black"; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-path={path}
      className={`inline-block shrink-0 rounded-full ring-1 ${className} ${path === "yellow" ? "bg-amber-400 ring-amber-600" : "bg-stone-800 ring-stone-900"}`}
    />
  );
}
