/**
 * The day's stars and gods with their meanings, the clash, the directions and the flying stars.
 */
import { type Lang, t } from "@bazi/i18n";
import "@bazi/i18n/day";
import type { DayDetails } from "../../lib/day-view.ts";
import { TitledCard } from "../chrome/titled-card.tsx";
import { PageTerm } from "../tools/term-popover.tsx";
import { Han, TermList } from "./terms.tsx";

export function StarsAndGods({ lang, details }: { lang: Lang; details: DayDetails }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TitledCard
        title={
          <PageTerm id="virtues" lang={lang}>
            {t(lang, "home.stars")}
          </PageTerm>
        }
        className="md:col-span-2"
      >
        {details.stars.length > 0 ? (
          <TermList items={details.stars} lang={lang} testId="day-stars" />
        ) : (
          <p className="text-sm text-stone-600" data-testid="day-stars-none">
            {details.starsNone}
          </p>
        )}
      </TitledCard>
      <TitledCard
        title={
          <PageTerm id="dayGods" lang={lang}>
            {t(lang, "home.gods.auspicious")}
          </PageTerm>
        }
      >
        <TermList items={details.gods.auspicious} lang={lang} testId="gods-auspicious" />
      </TitledCard>
      <TitledCard
        title={
          <PageTerm id="dayGods" lang={lang}>
            {t(lang, "home.gods.inauspicious")}
          </PageTerm>
        }
      >
        <TermList items={details.gods.inauspicious} lang={lang} testId="gods-inauspicious" />
      </TitledCard>
      <TitledCard
        title={
          <PageTerm id="dayClash" lang={lang}>
            {t(lang, "home.clash")}
          </PageTerm>
        }
        className="md:col-span-2"
      >
        <p>{details.clash}</p>
      </TitledCard>
      <TitledCard
        title={
          <PageTerm id="dayDirections" lang={lang}>
            {t(lang, "home.directions")}
          </PageTerm>
        }
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" data-testid="day-directions">
          {details.directions.map((d) => (
            <div key={d.label} className="contents">
              <dt className="text-stone-600">{d.label}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-stone-600">{t(lang, "home.directionsHint")}</p>
      </TitledCard>
      <TitledCard
        title={
          <PageTerm id="nineStars" lang={lang}>
            {t(lang, "home.nineStars")}
          </PageTerm>
        }
      >
        <ul className="space-y-2" data-testid="day-nine-stars">
          {details.nineStars.map((n) => (
            <li key={n.label}>
              <span className="text-stone-600">{n.label}:</span> <Han className="text-seal">{n.zh}</Han>{" "}
              {n.name}
              <span className="block text-sm text-stone-700">{n.meaning}</span>
            </li>
          ))}
        </ul>
      </TitledCard>
      <TitledCard
        title={
          <PageTerm id="taiSui" lang={lang}>
            {t(lang, "home.periodDirections")}
          </PageTerm>
        }
        className="md:col-span-2"
      >
        <ul className="space-y-1" data-testid="period-directions">
          {details.periodDirections.map((p) => (
            <li key={p.label}>
              <span className="font-medium">{p.label}:</span> {p.text}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-stone-600">{t(lang, "home.periodDirectionsHint")}</p>
      </TitledCard>
    </div>
  );
}
