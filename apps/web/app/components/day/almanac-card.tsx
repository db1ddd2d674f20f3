/**
 * The day's almanac: its officer, mansion and solar term, each heading explained on tap.
 */
import { type Lang, t } from "@bazi/i18n";
import type { DayView } from "../../lib/day-view.ts";
import { TitledCard } from "../chrome/titled-card.tsx";
import { PageTerm } from "../tools/term-popover.tsx";
import { TermLine } from "./terms.tsx";

export function Almanac({ lang, view }: { lang: Lang; view: DayView }) {
  return (
    <TitledCard title={t(lang, "home.almanac")}>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div data-testid="officer">
          <dt className="text-sm text-stone-600">
            <PageTerm id="officers" lang={lang}>
              {t(lang, "home.officer")}
            </PageTerm>
          </dt>
          <dd className="mt-1">
            <TermLine term={view.officer} />
          </dd>
        </div>
        <div data-testid="mansion">
          <dt className="text-sm text-stone-600">
            <PageTerm id="mansions" lang={lang}>
              {t(lang, "home.mansion")}
            </PageTerm>
          </dt>
          <dd className="mt-1">
            <TermLine
              term={view.mansion}
              extra={
                <span className={`text-sm ${view.mansion.good ? "text-emerald-700" : "text-rose-700"}`}>
                  {view.mansion.luck}
                </span>
              }
            />
          </dd>
        </div>
        <div data-testid="solar-term">
          <dt className="text-sm text-stone-600">
            <PageTerm id="solarTerms" lang={lang}>
              {t(lang, "home.solarTerm")}
            </PageTerm>
          </dt>
          <dd className="mt-1">
            <TermLine term={view.solarTerm} />
            <p className="mt-1 text-sm text-stone-600">{view.solarTerm.dayText}</p>
            <p className="text-sm text-stone-600">{view.solarTerm.next}</p>
          </dd>
        </div>
      </dl>
    </TitledCard>
  );
}
