/**
 * The Moon of the day at the place: its phase, lunar days, sign and void of course, and the Chinese date.
 */
import { type Lang, t } from "@bazi/i18n";
import "@bazi/i18n/day";
import type { DayView } from "../../lib/day-view.ts";
import { MoonPhase } from "../calendar/moon.tsx";
import { TitledCard } from "../chrome/titled-card.tsx";
import { PageTerm } from "../tools/term-popover.tsx";
import { Han } from "./terms.tsx";

/** The Moon's sign and its changes, and the void-of-course spans of the date (local times). */
export function MoonSign({ lang, sign }: { lang: Lang; sign: DayView["moon"]["sign"] }) {
  return (
    <div className="mt-3 border-t border-stone-100 pt-3 text-sm" data-testid="moon-sign">
      <p>
        <PageTerm id="moonSign" lang={lang}>
          {sign.label}
        </PageTerm>
        : <span className="font-medium">{sign.text}</span>
      </p>
      {sign.voids.length > 0 ? (
        <div className="mt-1" data-testid="moon-void">
          <PageTerm id="voidOfCourse" lang={lang}>
            {sign.voidLabel}
          </PageTerm>
          <ul className="text-stone-600">
            {sign.voids.map((v) => (
              <li key={v}>{v}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
export function MoonCard({ lang, view }: { lang: Lang; view: DayView }) {
  const m = view.moon;
  return (
    <TitledCard
      title={
        <PageTerm id="moonPhase" lang={lang}>
          {t(lang, "home.moon")}
        </PageTerm>
      }
    >
      <div className="flex items-center gap-4" data-testid="lunar-day">
        <MoonPhase
          fraction={m.fraction}
          phase={m.phase}
          label={`${m.phaseName}, ${t(lang, "home.illumination", { value: m.illumination })}`}
          className="size-16 shrink-0"
        />
        <div>
          <p className="font-medium">
            <PageTerm id="lunarDay" lang={lang}>
              {t(lang, "home.lunarDay")}
            </PageTerm>
            : {view.lunarDay.number}
            {view.lunarDay.since ? (
              <span className="font-normal text-stone-600">
                {" "}
                ({t(lang, "home.lunarDaySince", { time: view.lunarDay.since })})
              </span>
            ) : null}
          </p>
          <p className="text-sm text-stone-600" data-testid="moon-phase">
            {m.phaseDayText}, {t(lang, "home.illumination", { value: m.illumination })}
          </p>
        </div>
      </div>
      <h3 className="mt-4 text-sm font-semibold text-stone-600">{t(lang, "cal.moon.lunarDays")}</h3>
      <ul className="mt-1 space-y-1 text-sm" data-testid="lunar-days">
        {m.lunarDays.map((d) => (
          <li key={d.number} className="flex justify-between gap-3">
            <span>{d.label}</span>
            <span className="tabular-nums text-stone-600">{t(lang, "cal.moon.from", { time: d.from })}</span>
          </li>
        ))}
      </ul>
      {m.noRise ? (
        <p className="mt-2 text-sm text-stone-700" data-testid="lunar-day-no-rise">
          {m.noRise}
        </p>
      ) : null}
      <MoonSign lang={lang} sign={m.sign} />
      <p className="mt-3 text-xs text-stone-600" data-testid="local-time">
        {m.localTime}
      </p>
      <p className="mt-3 border-t border-stone-100 pt-3 text-sm text-stone-600">
        <PageTerm id="lunarDate" lang={lang}>
          {t(lang, "home.lunarDate")}
        </PageTerm>
        : <Han>{view.lunarDate.zh}</Han> · {view.lunarDate.name}
      </p>
    </TitledCard>
  );
}
