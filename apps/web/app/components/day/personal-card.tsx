/**
 * The viewer's Personal Calendar layer of the day: rating, stars, themes and hours for their chart.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/personal";
import type { DayPersonal } from "../../lib/day-view.ts";
import { cellClass, RatingBadge } from "../calendar/rating.tsx";
import { TitledCard } from "../chrome/titled-card.tsx";
import { ReasonList, TOP_REASONS, Why } from "./reasons.tsx";
import { Han } from "./terms.tsx";

/** The viewer's Personal Calendar for the day: their rating with its reasons, stars, themes and hours. */
export function PersonalCard({ lang, personal }: { lang: Lang; personal: DayPersonal }) {
  const r = personal.rating;
  return (
    <TitledCard title={t(lang, "personal.title")} className="ring-2 ring-seal/30">
      <div data-testid="personal">
        <p className="text-sm text-stone-600" data-testid="personal-for">
          {personal.forText}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span className="text-sm font-medium text-stone-700">{t(lang, "personal.rating")}</span>
          <span data-testid="personal-rating" data-value={r.value}>
            <RatingBadge value={r.value} valueText={r.valueText} word={r.word} />
          </span>
        </div>
        {r.reasons.length ? (
          <div className="mt-3">
            <ReasonList reasons={r.reasons.slice(0, TOP_REASONS)} testId="personal-reasons" />
            {r.reasons.length > TOP_REASONS ? <Why lang={lang} reasons={r.reasons} /> : null}
          </div>
        ) : null}
        <h3 className="mt-4 text-sm font-semibold text-stone-700">{t(lang, "personal.stars")}</h3>
        {personal.stars.length ? (
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="personal-stars">
            {personal.stars.map((s) => (
              <li
                key={s.zh + s.name}
                className={`rounded-full px-3 py-1 text-sm ${s.good ? "bg-emerald-50 text-emerald-900" : "bg-rose-50 text-rose-900"}`}
              >
                <Han>{s.zh}</Han> {s.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-stone-600" data-testid="personal-stars">
            {t(lang, "personal.noStars")}
          </p>
        )}
        <h3 className="mt-4 text-sm font-semibold text-stone-700">{t(lang, "personal.themes")}</h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="personal-themes">
          {personal.themes.map((th) => (
            <li key={th.id} className="flex items-center justify-between gap-2 text-sm">
              <span>{th.name}</span>
              <RatingBadge
                value={th.rating.value}
                valueText={th.rating.valueText}
                word={th.rating.word}
                size="sm"
              />
            </li>
          ))}
        </ul>
        <h3 className="mt-4 text-sm font-semibold text-stone-700">{t(lang, "personal.hours")}</h3>
        <ol className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6" data-testid="personal-hours">
          {personal.hours.map((h) => (
            <li
              key={h.zh}
              className={`rounded-xl px-2 py-1.5 text-center text-xs ${cellClass(h.rating.value)}`}
            >
              <Han className="block text-base">{h.zh}</Han>
              <span className="block tabular-nums">
                {h.from}–{h.to}
              </span>
              <span className="block font-semibold tabular-nums">{h.rating.valueText}</span>
            </li>
          ))}
        </ol>
      </div>
    </TitledCard>
  );
}
