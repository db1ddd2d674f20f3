/**
 * The viewer's Personal Calendar layer of the day: their rating against the general one in a sentence, what their
 * chart changes (its own reasons only: the general day's are on the page already), their stars, and their themes
 * and hours, each marked with the general value where the chart's differs (issue 39 item 5).
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/personal";
import type { DayPersonal } from "../../lib/day-view.ts";
import { cellClass, RatingBadge } from "../calendar/rating.tsx";
import { TitledCard } from "../chrome/titled-card.tsx";
import { PageTerm } from "../tools/term-popover.tsx";
import { ReasonList, TOP_REASONS, Why } from "./reasons.tsx";
import { Han } from "./terms.tsx";

/** The viewer's Personal Calendar for the day: their rating against the general one, what the chart changes. */
export function PersonalCard({ lang, personal }: { lang: Lang; personal: DayPersonal }) {
  const r = personal.rating;
  return (
    <TitledCard title={t(lang, "personal.title")} className="ring-2 ring-seal/30">
      <div data-testid="personal">
        <p className="text-sm text-stone-600" data-testid="personal-for">
          {personal.forText}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span className="text-sm font-medium text-stone-700">
            <PageTerm id="dayRating" lang={lang}>
              {t(lang, "personal.rating")}
            </PageTerm>
          </span>
          <span data-testid="personal-rating" data-value={r.value}>
            <RatingBadge value={r.value} valueText={r.valueText} word={r.word} />
          </span>
        </div>
        <p
          className="mt-2 text-sm text-stone-800"
          data-testid="personal-compare"
          data-diff={personal.compare.diff}
        >
          {personal.compare.text}
        </p>
        <h3 className="mt-4 text-sm font-semibold text-stone-700">{t(lang, "personal.own")}</h3>
        {personal.own.length ? (
          <div className="mt-2">
            <ReasonList reasons={personal.own.slice(0, TOP_REASONS)} testId="personal-reasons" />
            {personal.own.length > TOP_REASONS ? <Why lang={lang} reasons={personal.own} /> : null}
          </div>
        ) : (
          <p className="mt-2 text-sm text-stone-600" data-testid="personal-reasons">
            {t(lang, "personal.ownNone")}
          </p>
        )}
        {personal.stars.length ? (
          <>
            <h3 className="mt-4 text-sm font-semibold text-stone-700">{t(lang, "personal.stars")}</h3>
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
          </>
        ) : null}
        <h3 className="mt-4 text-sm font-semibold text-stone-700">{t(lang, "personal.themes")}</h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="personal-themes">
          {personal.themes.map((th) => (
            <li
              key={th.id}
              className="flex items-center justify-between gap-2 text-sm"
              data-differs={th.general ? "true" : undefined}
            >
              <span>
                {th.name}
                {th.general ? (
                  <span className="ml-1 text-xs text-stone-600" data-testid="personal-general">
                    ({th.general})
                  </span>
                ) : null}
              </span>
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
              className={`rounded-xl px-2 py-1.5 text-center text-xs ${cellClass(h.rating.value)} ${h.general ? "ring-2 ring-seal/50" : ""}`}
              data-differs={h.general ? "true" : undefined}
            >
              <Han className="block text-base">{h.zh}</Han>
              <span className="block tabular-nums">
                {h.from}–{h.to}
              </span>
              <span className="block font-semibold tabular-nums">{h.rating.valueText}</span>
              {h.general ? (
                <span className="block text-[0.65rem] opacity-80" data-testid="personal-general">
                  {h.general}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </TitledCard>
  );
}
