/** The reasons of a rating or a selected day: each factor's signed effect and its text (the engine's words). */
import type { Lang } from "@bazi/i18n";
import { signed } from "../../lib/format.ts";

export function ReasonList({
  lang,
  reasons,
}: {
  lang: Lang;
  reasons: readonly { factor: string; effect: number; text: string }[];
}) {
  return (
    <ul className="mt-1 space-y-0.5 text-stone-700">
      {reasons.map((r) => (
        <li key={`${r.factor}-${r.text}`}>
          <span
            className={`inline-block w-10 tabular-nums ${r.effect > 0 ? "text-emerald-800" : r.effect < 0 ? "text-rose-800" : "text-stone-600"}`}
          >
            {r.effect === 0 ? "—" : signed(lang, r.effect)}
          </span>
          {r.text}
        </li>
      ))}
    </ul>
  );
}
