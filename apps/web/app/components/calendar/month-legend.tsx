/**
 * What the month grid's signs mean: the path dots, the officer's character, the lunar day and the marks, and,
 * collapsed, the twelve day officers each with its character, its word (as text mode shows it) and what its day is
 * for.
 */
import { MARK_KINDS } from "@bazi/contracts/calendar-marks";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/calendar";
import type { MarkKind, OfficerEntry } from "../../lib/month-board.server.ts";
import { PageTerm } from "../tools/term-popover.tsx";
import { MarkIcon, PathDot } from "./mark-icon.tsx";

/** The glossary entry that explains each mark. */
const MARK_TERM: Record<MarkKind, string> = {
  term: "solarTerms",
  newMoon: "moonPhase",
  fullMoon: "moonPhase",
  lunarMonth: "lunarDate",
  festival: "festivals",
};

export function MonthLegend({ lang, officers }: { lang: Lang; officers: OfficerEntry[] }) {
  const heading = "text-xs font-semibold uppercase tracking-[0.08em] text-stone-600";
  return (
    <div data-testid="month-legend">
      <h2 className={heading}>{t(lang, "month.legendTitle")}</h2>
      <ul className="mt-2 space-y-1.5 text-sm">
        <li className="flex items-center gap-2">
          <PathDot path="yellow" />
          <PageTerm id="yellowPath" lang={lang}>
            {t(lang, "month.legend.yellow")}
          </PageTerm>
        </li>
        <li className="flex items-center gap-2">
          <PathDot path="black" />
          <PageTerm id="yellowPath" lang={lang}>
            {t(lang, "month.legend.black")}
          </PageTerm>
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" lang="zh-Hans" className="han w-3.5 text-center">
            建
          </span>
          <PageTerm id="officers" lang={lang}>
            {t(lang, "month.legend.officer")}
          </PageTerm>
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="w-3.5 text-center">
            ☾
          </span>
          <PageTerm id="lunarDay" lang={lang}>
            {t(lang, "month.legend.lunarDay")}
          </PageTerm>
        </li>
        {MARK_KINDS.map((k) => (
          <li key={k} className="flex items-center gap-2" data-legend-mark={k}>
            <MarkIcon kind={k} />
            <PageTerm id={MARK_TERM[k]} lang={lang}>
              {t(lang, `month.mark.${k}`)}
            </PageTerm>
          </li>
        ))}
      </ul>
      <details className="mt-3 text-sm" data-testid="officer-legend">
        <summary className="cursor-pointer font-medium text-stone-700 hover:underline">
          {t(lang, "month.legend.officers")}
        </summary>
        <dl className="mt-2 space-y-1.5">
          {officers.map((o) => (
            <div key={o.zh} className="flex gap-2" data-officer={o.zh}>
              <dt className="shrink-0">
                <span lang="zh-Hans" className="han">
                  {o.zh}
                </span>{" "}
                <span className="font-medium">{o.name}</span>
              </dt>
              <dd className="text-stone-700">— {o.meaning}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
