/**
 * Activities by theme: each theme's rating and its suitable and unsuitable activities.
 */
import { type Lang, t } from "@bazi/i18n";
import "@bazi/i18n/day";
import type { DayDetails } from "../../lib/day-view.ts";
import { RatingBadge } from "../calendar/rating.tsx";
import { TagList, type TagsMode } from "../calendar/tags.tsx";
import { Card } from "../chrome/card.tsx";
import { Why } from "./reasons.tsx";

export function Themes({ lang, details, mode }: { lang: Lang; details: DayDetails; mode: TagsMode }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="themes">
      {details.themes.map((th) => (
        <Card as="li" key={th.id} className="p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">{th.name}</h3>
            <RatingBadge
              value={th.rating.value}
              valueText={th.rating.valueText}
              word={th.rating.word}
              size="sm"
            />
          </div>
          <Why lang={lang} reasons={th.rating.reasons} />
          {th.yi.length + th.ji.length === 0 ? (
            <p className="mt-3 text-sm text-stone-600">{t(lang, "cal.theme.none")}</p>
          ) : (
            <div className="mt-3 space-y-3 text-sm">
              {th.yi.length > 0 ? (
                <TagList
                  tags={th.yi}
                  tone="good"
                  mode={mode}
                  toneText={t(lang, "home.yi")}
                  testId="theme-yi"
                  empty=""
                />
              ) : null}
              {th.ji.length > 0 ? (
                <TagList
                  tags={th.ji}
                  tone="bad"
                  mode={mode}
                  toneText={t(lang, "home.ji")}
                  testId="theme-ji"
                  empty=""
                />
              ) : null}
            </div>
          )}
        </Card>
      ))}
    </ul>
  );
}
