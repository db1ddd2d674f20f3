/**
 * The double hours in full: each hour's spirit, rating, reasons and activities.
 */
import { type Lang, t } from "@bazi/i18n";
import type { DayDetails, DayView } from "../../lib/day-view.ts";
import { RatingBadge } from "../calendar/rating.tsx";
import type { TagsMode } from "../calendar/tags.tsx";
import { Card } from "../chrome/card.tsx";
import { Why } from "./reasons.tsx";
import { Han } from "./terms.tsx";
import { YI_JI, YiJiList } from "./yi-ji.tsx";

/** The hours tab: each double hour, with its rating, spirit, reasons and activities where `details` has them. */
export function Hours({
  lang,
  view,
  details,
  mode,
}: {
  lang: Lang;
  view: DayView;
  details: DayDetails | null;
  mode: TagsMode;
}) {
  return (
    <ol className="space-y-3" data-testid="hours">
      {view.hours.map((h, i) => {
        const g = details?.hours[i];
        return (
          <Card as="li" key={h.from} className="p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="flex flex-wrap items-baseline gap-x-2">
                <span className="tabular-nums text-stone-600">
                  {h.from}–{h.to}
                </span>
                <Han className="text-xl text-seal">{h.zh}</Han>
                <span className="text-sm font-medium">{h.name}</span>
              </h3>
              {g ? (
                <RatingBadge
                  value={g.rating.value}
                  valueText={g.rating.valueText}
                  word={g.rating.word}
                  size="sm"
                />
              ) : null}
            </div>
            {g ? (
              <>
                <p className="mt-1 text-sm text-stone-600">
                  {g.spirit.name} <Han>{g.spirit.zh}</Han>,{" "}
                  {t(lang, g.spirit.path === "yellow" ? "cal.path.yellow" : "cal.path.black")}
                </p>
                <Why lang={lang} reasons={g.rating.reasons} />
                {g.yi.length + g.ji.length > 0 ? (
                  <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
                    {YI_JI.map((kind) => (
                      <YiJiList
                        key={kind}
                        lang={lang}
                        kind={kind}
                        tags={g[kind]}
                        mode={mode}
                        testId={`hour-${kind}`}
                      />
                    ))}
                  </div>
                ) : null}
              </>
            ) : null}
          </Card>
        );
      })}
    </ol>
  );
}
