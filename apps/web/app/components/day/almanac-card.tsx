/**
 * The day's almanac: its officer, mansion and solar term, each heading explained on tap.
 */
import { type Lang, t } from "@bazi/i18n";
import "@bazi/i18n/day";
import type { ReactNode } from "react";
import type { DayView } from "../../lib/day-view.ts";
import { TitledCard } from "../chrome/titled-card.tsx";
import { PageTerm } from "../tools/term-popover.tsx";
import { TermLine } from "./terms.tsx";

/** One entry of the almanac: its heading, a term explained on tap, over its value. */
function Entry({
  lang,
  testId,
  term,
  label,
  children,
}: {
  lang: Lang;
  testId: string;
  /** The glossary term behind the heading. */
  term: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div data-testid={testId}>
      <dt className="text-sm text-stone-600">
        <PageTerm id={term} lang={lang}>
          {label}
        </PageTerm>
      </dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

export function Almanac({ lang, view }: { lang: Lang; view: DayView }) {
  return (
    <TitledCard title={t(lang, "home.almanac")}>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Entry lang={lang} testId="officer" term="officers" label={t(lang, "home.officer")}>
          <TermLine term={view.officer} />
        </Entry>
        <Entry lang={lang} testId="mansion" term="mansions" label={t(lang, "home.mansion")}>
          <TermLine
            term={view.mansion}
            extra={
              <span className={`text-sm ${view.mansion.good ? "text-emerald-700" : "text-rose-700"}`}>
                {view.mansion.luck}
              </span>
            }
          />
        </Entry>
        <Entry lang={lang} testId="solar-term" term="solarTerms" label={t(lang, "home.solarTerm")}>
          <TermLine term={view.solarTerm} />
          <p className="mt-1 text-sm text-stone-600">{view.solarTerm.dayText}</p>
          <p className="text-sm text-stone-600">{view.solarTerm.next}</p>
        </Entry>
      </dl>
    </TitledCard>
  );
}
