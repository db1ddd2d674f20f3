/**
 * The reading of a chart (packages/i18n/src/bazi-reading.ts puts it together): the five-line summary and the Day
 * Master's portrait first, then one section per theme, each with its list (and the list's label) and the note of
 * its school and sources. Terms in the text open their explanations (term.tsx).
 */
import type { Lang } from "@bazi/i18n";
import type { BaziReading } from "@bazi/i18n/bazi-reading";
import type { ReactNode } from "react";
import { Card } from "../chrome/card.tsx";
import { ELEMENT_TEXT } from "./bazi-chart.tsx";
import { RichText } from "./term.tsx";

export function BaziReadingView({
  lang,
  reading,
  strengthNote = null,
}: {
  lang: Lang;
  reading: BaziReading;
  /** Shown at the end of the strength section (after the portrait when there is none): bazi-birth-time.tsx. */
  strengthNote?: ReactNode;
}) {
  const { portrait, terms } = reading;
  const hasStrength = reading.sections.some((s) => s.id === "strength");
  return (
    <section className="mt-8" aria-labelledby="bazi-reading-title" data-testid="bazi-reading">
      <h3 id="bazi-reading-title" className="text-xl font-semibold text-stone-900">
        {reading.title}
      </h3>
      <Card
        as="section"
        className="mt-3 p-4 sm:p-5"
        aria-label={reading.summary.title}
        data-testid="reading-summary"
      >
        <ul className="space-y-1 leading-relaxed text-stone-900">
          {reading.summary.lines.map((l) => (
            <li key={l}>
              <RichText text={l} lang={lang} terms={terms} />
            </li>
          ))}
        </ul>
      </Card>
      <Card as="article" className="mt-3 flex gap-4 p-4 sm:p-5" data-testid="reading-portrait">
        <span
          lang="zh-Hans"
          aria-hidden="true"
          className={`font-han text-6xl leading-none ${ELEMENT_TEXT[portrait.element]}`}
        >
          {portrait.zh}
        </span>
        <div>
          <h4 className="text-lg font-semibold text-stone-900">
            {portrait.title}: {portrait.name}
          </h4>
          {portrait.paragraphs.map((p) => (
            <p key={p} className="mt-1 leading-relaxed text-stone-800">
              <RichText text={p} lang={lang} terms={terms} />
            </p>
          ))}
        </div>
      </Card>
      {hasStrength ? null : strengthNote}
      {reading.sections.map((s) => (
        <section
          key={s.id}
          className="mt-6"
          aria-labelledby={`reading-${s.id}`}
          data-testid={`reading-${s.id}`}
        >
          <h4 id={`reading-${s.id}`} className="text-lg font-semibold text-stone-900">
            {s.title}
          </h4>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-2 leading-relaxed text-stone-800">
              <RichText text={p} lang={lang} terms={terms} />
            </p>
          ))}
          {s.itemsTitle ? <p className="mt-2 font-medium text-stone-900">{s.itemsTitle}</p> : null}
          {s.items.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
              {s.items.map((item) => (
                <li key={item}>
                  <RichText text={item} lang={lang} terms={terms} />
                </li>
              ))}
            </ul>
          ) : null}
          {s.note ? (
            <p className="mt-2 text-sm text-stone-600" data-testid={`reading-${s.id}-note`}>
              {s.note}
            </p>
          ) : null}
          {s.id === "strength" ? strengthNote : null}
        </section>
      ))}
      <p className="mt-6 text-sm text-stone-600" data-testid="reading-school">
        {reading.school}
      </p>
    </section>
  );
}
