/**
 * The day at a glance: the rating's reasons, the suitable and unsuitable activities, the description.
 */
import { type Lang, t } from "@bazi/i18n";
import "@bazi/i18n/day";
import type { DayView } from "../../lib/day-view.ts";
import type { TagsMode } from "../calendar/tags.tsx";
import { ViewToggle } from "../calendar/view-toggle.tsx";
import { TitledCard } from "../chrome/titled-card.tsx";
import { PageTerm } from "../tools/term-popover.tsx";
import { Almanac } from "./almanac-card.tsx";
import { Details, ReasonList, TOP_REASONS } from "./reasons.tsx";
import { YI_JI, YiJiList } from "./yi-ji.tsx";

export function Overview({
  lang,
  view,
  mode,
  setMode,
}: {
  lang: Lang;
  view: DayView;
  mode: TagsMode;
  setMode: (m: TagsMode) => void;
}) {
  const g = view.general;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {g ? (
        <>
          <TitledCard
            title={
              <PageTerm id="dayRating" lang={lang}>
                {t(lang, "home.reasons")}
              </PageTerm>
            }
            className="md:col-span-2"
          >
            <ReasonList reasons={g.rating.reasons.slice(0, TOP_REASONS)} testId="top-reasons" />
          </TitledCard>
          <div className="flex items-center justify-end md:col-span-2">
            <ViewToggle
              legend={t(lang, "cal.tags.view")}
              labels={{ icons: t(lang, "cal.tags.icons"), text: t(lang, "cal.tags.text") }}
              mode={mode}
              onChange={setMode}
            />
          </div>
          {YI_JI.map((kind) => (
            <TitledCard
              key={kind}
              title={
                <PageTerm id="yiJi" lang={lang}>
                  {t(lang, `home.${kind}`)}
                </PageTerm>
              }
            >
              <YiJiList lang={lang} kind={kind} tags={g[kind]} mode={mode} testId={kind} groupRites />
            </TitledCard>
          ))}
        </>
      ) : null}
      <div className="md:col-span-2">
        <Almanac lang={lang} view={view} />
      </div>
      <TitledCard title={t(lang, "home.about")} className="md:col-span-2">
        <dl className="space-y-3" data-testid="day-description">
          {view.description.map((d) => (
            <div key={d.label}>
              <dt className="text-sm font-semibold text-stone-900">{d.label}</dt>
              <dd className="mt-0.5 leading-relaxed text-stone-700">{d.text}</dd>
            </div>
          ))}
        </dl>
      </TitledCard>
      {g ? (
        <div className="md:col-span-2">
          <Details lang={lang} general={g} />
        </div>
      ) : null}
    </div>
  );
}
