/**
 * The Bazi calculator's result: the four pillars in characters with element colours, hidden stems and ten gods,
 * the element balance as an inline SVG, the luck-pillar timeline, the annual pillars (the one in force today
 * marked), the natal symbolic stars and the warnings. Colour is never the only cue: every character carries its
 * element's or its pillar's name too.
 */
import type { Services } from "@bazi/contracts";
import { dateFormat, hasText, type Lang, numberFormat } from "@bazi/i18n";
import type { ToolKey } from "@bazi/i18n/tools";
import { t } from "@bazi/i18n/tools";
import type { ReactNode } from "react";
import { currentAnnualIndex } from "../../lib/bazi-time.ts";
import { LOCALE } from "../../lib/lang.ts";
import { Card } from "../chrome/card.tsx";
import { Term, type Terms } from "./term.tsx";

/** The engine's chart, as the server computes it. */
export type FullChart = Extract<ReturnType<Services["bazi"]["chart"]>, { ok: true }>["chart"];
type Verdict = FullChart["forecast"]["years"][number]["verdict"];
/** The forecast's verdict of each luck decade (by its number) and each annual pillar shown (by its year). */
export interface ForecastMarks {
  decades: Record<number, Verdict>;
  years: Record<number, Verdict>;
}
/** The chart as the pages show it: the forecast reduced to its marks (pageChart). */
export type ChartJson = Omit<FullChart, "forecast"> & { marks?: ForecastMarks };

/**
 * The chart a page sends to the browser: of the forecast (about 120 KB of JSON for a birth in 1990, decades,
 * years and months with their words) only the verdicts of the decades and of the years shown; the reading, built
 * on the server, says the rest.
 */
export function pageChart({ forecast, ...chart }: FullChart): ChartJson {
  const shown = new Set(chart.annual.map((a) => a.year));
  const marks: ForecastMarks = {
    decades: Object.fromEntries(forecast.decades.map((d) => [d.number, d.verdict])),
    years: Object.fromEntries(
      forecast.years.filter((y) => shown.has(y.year)).map((y) => [y.year, y.verdict]),
    ),
  };
  return { ...chart, marks };
}

/** A verdict as a small badge: green favourable, grey mixed, amber difficult. */
export function VerdictBadge({ verdict }: { verdict: Verdict | undefined }) {
  if (!verdict) return null;
  const tone =
    verdict.key === "favourable"
      ? "bg-emerald-50 text-emerald-900 ring-emerald-300"
      : verdict.key === "difficult"
        ? "bg-amber-50 text-amber-950 ring-amber-300"
        : "bg-stone-50 text-stone-700 ring-stone-300";
  return (
    <span
      className={`mt-1 inline-block rounded-full px-2 text-xs font-medium ring-1 ${tone}`}
      data-testid="verdict"
      data-verdict={verdict.key}
    >
      {verdict.name}
    </span>
  );
}
export type Element = "wood" | "fire" | "earth" | "metal" | "water";
export const ELEMENTS: readonly Element[] = ["wood", "fire", "earth", "metal", "water"];

/** Text colour of each element (contrast ≥ 4.5:1 on white and on the page's paper). */
export const ELEMENT_TEXT: Record<Element, string> = {
  wood: "text-green-800",
  fire: "text-red-700",
  earth: "text-amber-800",
  metal: "text-zinc-600",
  water: "text-blue-800",
};
const ELEMENT_BG: Record<Element, string> = {
  wood: "bg-green-50 ring-green-200",
  fire: "bg-red-50 ring-red-200",
  earth: "bg-amber-50 ring-amber-200",
  metal: "bg-zinc-50 ring-zinc-200",
  water: "bg-blue-50 ring-blue-200",
};
/** Bar colours of the balance chart (≥ 3:1 against white). */
const ELEMENT_FILL: Record<Element, string> = {
  wood: "#15803d",
  fire: "#dc2626",
  earth: "#b45309",
  metal: "#71717a",
  water: "#1d4ed8",
};

export const elementName = (lang: Lang, e: Element) => t(lang, `bazi.el.${e}` as ToolKey);

type ChartPillar = NonNullable<ChartJson["pillars"]["hour"]>;
const PILLARS = ["year", "month", "day", "hour"] as const;

function Han({ zh, element, className = "" }: { zh: string; element: Element; className?: string }) {
  return (
    <span lang="zh-Hans" className={`font-han ${ELEMENT_TEXT[element]} ${className}`}>
      {zh}
    </span>
  );
}

/** A pillar's stem or branch: its character large on its element's colour, its kind said to screen readers, its name. */
function PillarChar({
  char,
  label,
  term,
}: {
  char: { zh: string; element: Element };
  /** "Stem" or "Branch". */
  label: string;
  /** The name under the character, a glossary term. */
  term: ReactNode;
}) {
  return (
    <div className={`rounded-xl px-2 py-2 text-center ring-1 ${ELEMENT_BG[char.element]}`}>
      <Han zh={char.zh} element={char.element} className="block text-4xl leading-tight sm:text-5xl" />
      <span className="sr-only">{label}: </span>
      <span className="block text-xs text-stone-700">{term}</span>
    </div>
  );
}

function PillarCard({
  lang,
  which,
  p,
  terms,
}: {
  lang: Lang;
  which: (typeof PILLARS)[number];
  p: ChartPillar;
  terms?: Terms;
}) {
  const label = t(lang, `bazi.pillar.${which}` as ToolKey);
  return (
    <Card as="li" className="flex flex-col p-3 sm:p-4" data-testid={`pillar-${which}`} data-zh={p.zh}>
      <h3 className="text-xs font-semibold uppercase tracking-[0.08em] text-stone-600">{label}</h3>
      <p className="mt-1 min-h-10 text-sm text-stone-700">
        {p.tenGod ? (
          <Term id={`god-${p.tenGod.key}`} lang={lang} terms={terms}>
            <span lang="zh-Hans" className="font-han">
              {p.tenGod.zh}
            </span>{" "}
            {p.tenGod.name}
          </Term>
        ) : (
          <Term id="dayMaster" lang={lang} terms={terms}>
            <strong className="font-semibold text-seal">{t(lang, "bazi.dayMaster")}</strong>
          </Term>
        )}
      </p>
      <div className="mt-2 grid gap-2">
        <PillarChar
          char={p.stem}
          label={t(lang, "bazi.stem")}
          term={
            <Term id={`stem-${p.stem.index}`} lang={lang} terms={terms}>
              {p.stem.name}
            </Term>
          }
        />
        <PillarChar
          char={p.branch}
          label={t(lang, "bazi.branch")}
          term={
            <Term id={`branch-${p.branch.index}`} lang={lang} terms={terms}>
              {p.branch.animal.name}, {elementName(lang, p.branch.element)}
            </Term>
          }
        />
      </div>
      <h4 className="mt-3 text-xs font-semibold text-stone-600">{t(lang, "bazi.hidden")}</h4>
      <ul className="mt-1 space-y-1 text-sm">
        {p.hiddenStems.map((h) => (
          <li key={h.role} className="flex items-baseline gap-1.5">
            <Han zh={h.zh} element={h.element} className="text-lg" />
            <span className="text-stone-800">
              {h.name}
              <span className="text-stone-600">
                {" · "}
                <Term id={`god-${h.tenGod.key}`} lang={lang} terms={terms}>
                  {h.tenGod.name}
                </Term>
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-auto pt-3 text-xs text-stone-600" data-testid="pillar-stage">
        <Term id={`stage-${p.stage.key}`} lang={lang} terms={terms}>
          <span lang="zh-Hans" className="font-han">
            {p.stage.zh}
          </span>{" "}
          {p.stage.name}
        </Term>
      </p>
      <p className="pt-1 text-xs text-stone-600">
        <Term id="naYin" lang={lang} terms={terms}>
          {t(lang, "bazi.naYin")}
        </Term>
        :{" "}
        <span lang="zh-Hans" className="font-han">
          {p.naYin.zh}
        </span>{" "}
        {p.naYin.name}
      </p>
    </Card>
  );
}

export function PillarsGrid({ lang, chart, terms }: { lang: Lang; chart: ChartJson; terms?: Terms }) {
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="pillars">
      {PILLARS.map((which) => {
        const p = chart.pillars[which];
        if (p) return <PillarCard key={which} lang={lang} which={which} p={p} terms={terms} />;
        return (
          <li
            key={which}
            className="grid place-items-center rounded-2xl border border-dashed border-stone-300 p-4 text-center text-sm text-stone-600"
            data-testid="pillar-hour-missing"
          >
            <span>
              <span className="block text-xs font-semibold uppercase tracking-[0.08em] text-stone-600">
                {t(lang, "bazi.pillar.hour")}
              </span>
              <span className="mt-2 block">{t(lang, "bazi.noHourPillar")}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Two bars per element: the visible characters (outlined) and with the hidden stems (solid). */
export function ElementBalance({ lang, chart }: { lang: Lang; chart: ChartJson }) {
  const nf = numberFormat(LOCALE[lang], { maximumFractionDigits: 2 });
  const { visible, withHidden } = chart.elements;
  const max = Math.max(1, ...ELEMENTS.map((e) => Math.max(visible[e] ?? 0, withHidden[e] ?? 0)));
  const labelW = 78;
  const barW = 230;
  const rowH = 40;
  const width = labelW + barW + 44;
  const height = ELEMENTS.length * rowH + 6;
  const summary = ELEMENTS.map((e) =>
    t(lang, "bazi.balance.summary", {
      element: elementName(lang, e),
      visible: nf.format(visible[e] ?? 0),
      withHidden: nf.format(withHidden[e] ?? 0),
    }),
  ).join("; ");
  return (
    <figure data-testid="balance">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-md"
        role="img"
        aria-label={`${t(lang, "bazi.balance")}. ${summary}`}
      >
        {ELEMENTS.map((e, i) => {
          const y = i * rowH + 4;
          const v = visible[e] ?? 0;
          const h = withHidden[e] ?? 0;
          return (
            <g key={e}>
              <text x={0} y={y + 21} fontSize="13" fill="#292524">
                {elementName(lang, e)}
              </text>
              <rect
                x={labelW}
                y={y + 2}
                width={Math.max(1, (v / max) * barW)}
                height={13}
                rx={3}
                fill="#fff"
                stroke={ELEMENT_FILL[e]}
                strokeWidth={2}
              />
              <text x={labelW + (v / max) * barW + 6} y={y + 13} fontSize="11" fill="#44403c">
                {nf.format(v)}
              </text>
              <rect
                x={labelW}
                y={y + 19}
                width={Math.max(1, (h / max) * barW)}
                height={13}
                rx={3}
                fill={ELEMENT_FILL[e]}
              />
              <text x={labelW + (h / max) * barW + 6} y={y + 30} fontSize="11" fill="#44403c">
                {nf.format(h)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        <span className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block h-3 w-6 rounded-sm border-2 border-stone-600 bg-white"
          />
          {t(lang, "bazi.balance.visible")}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3 w-6 rounded-sm bg-stone-600" />
          {t(lang, "bazi.balance.withHidden")}
        </span>
      </figcaption>
    </figure>
  );
}

const STEM_ELEMENT: Record<string, Element> = {
  甲: "wood",
  乙: "wood",
  丙: "fire",
  丁: "fire",
  戊: "earth",
  己: "earth",
  庚: "metal",
  辛: "metal",
  壬: "water",
  癸: "water",
};
const BRANCH_ELEMENT: Record<string, Element> = {
  子: "water",
  丑: "earth",
  寅: "wood",
  卯: "wood",
  辰: "earth",
  巳: "fire",
  午: "fire",
  未: "earth",
  申: "metal",
  酉: "metal",
  戌: "earth",
  亥: "water",
};

/** A pillar written as two characters ("甲子"), each in its element's colour. */
export function PillarChars({ zh, className = "" }: { zh: string; className?: string }) {
  const [s = "", b = ""] = [...zh];
  return (
    <span lang="zh-Hans" className={`font-han ${className}`}>
      <span className={ELEMENT_TEXT[STEM_ELEMENT[s] ?? "metal"]}>{s}</span>
      <span className={ELEMENT_TEXT[BRANCH_ELEMENT[b] ?? "metal"]}>{b}</span>
    </span>
  );
}

export function LuckTimeline({ lang, chart }: { lang: Lang; chart: ChartJson }) {
  const luck = chart.luck;
  if (!luck) return chart.luckNote ? <p className="text-stone-700">{chart.luckNote}</p> : null;
  const nf = numberFormat(LOCALE[lang], { maximumFractionDigits: 1 });
  const started = new Date(luck.startsAt);
  const startDate = dateFormat(LOCALE[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: chart.tz,
  })
    .format(started)
    .replace(/\s*г\.$/, "");
  const age = t(lang, "bazi.age.years", { n: luck.startAge.years, m: luck.startAge.months });
  return (
    <div>
      <p className="text-stone-700">
        {t(lang, `bazi.luck.direction.${luck.direction}` as ToolKey)}.{" "}
        {t(lang, "bazi.luck.start", { age, date: startDate })}
        {luck.approximate ? `. ${t(lang, "bazi.luck.approx")}` : ""}
      </p>
      {chart.luckNote ? <p className="mt-1 text-sm text-stone-600">{chart.luckNote}</p> : null}
      <ol
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="mt-3 flex gap-2 overflow-x-auto pb-2 print:flex-wrap print:overflow-visible"
        data-testid="luck"
        aria-label={t(lang, "bazi.luck")}
      >
        {luck.pillars.map((p) => (
          <Card
            as="li"
            small
            key={p.number}
            className="min-w-[5.5rem] shrink-0 px-2 py-2 text-center"
            data-testid="luck-pillar"
          >
            <PillarChars zh={p.zh} className="block text-2xl leading-tight" />
            <span className="block text-xs font-medium text-stone-800">
              {t(lang, "bazi.luck.age", { age: nf.format(p.startAge) })}
            </span>
            <span className="block text-xs text-stone-600">
              {t(lang, "bazi.luck.year", { year: new Date(p.startsAt).getUTCFullYear() })}
            </span>
            <span className="mt-1 block text-xs text-stone-600">{p.tenGod.name}</span>
            <VerdictBadge verdict={chart.marks?.decades[p.number]} />
          </Card>
        ))}
      </ol>
    </div>
  );
}

/** The annual pillars 流年 in a row that scrolls sideways on phones; the one in force today is marked. */
export function AnnualPillars({
  lang,
  chart,
  today,
  lead,
}: {
  lang: Lang;
  chart: ChartJson;
  today: string | null;
  /** The line above them (from the reading: which years are shown). */
  lead: string;
}) {
  const annual = chart.annual;
  const first = annual[0];
  const last = annual[annual.length - 1];
  if (!first || !last) return null;
  const current = today ? currentAnnualIndex(annual, today, chart.tz) : -1;
  return (
    <div>
      <p className="text-stone-700">{lead}</p>
      <ol
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        // relative: the visually hidden names are positioned inside the scroller, not past the page's edge
        className="relative mt-3 flex gap-2 overflow-x-auto px-0.5 pt-0.5 pb-2 print:flex-wrap print:overflow-visible"
        data-testid="annual"
        aria-label={t(lang, "bazi.annual")}
      >
        {annual.map((a, i) => {
          const now = i === current;
          return (
            <li
              key={a.year}
              aria-current={now ? "date" : undefined}
              className={`min-w-[5.5rem] shrink-0 rounded-xl px-2 py-2 text-center shadow-sm ${now ? "bg-red-50 ring-2 ring-seal" : "bg-white ring-1 ring-stone-200/70"}`}
              data-testid="annual-pillar"
              data-year={a.year}
              data-zh={a.zh}
              data-current={now ? "true" : undefined}
            >
              <span className="block text-sm font-semibold text-stone-900">{a.year}</span>
              <span aria-hidden="true" className="block">
                <PillarChars zh={a.zh} className="text-2xl leading-tight" />
              </span>
              <span className="sr-only" data-testid="annual-name">
                {a.name}
              </span>
              <span className="block text-xs text-stone-700">
                {a.age === null
                  ? t(lang, "bazi.annual.beforeBirth")
                  : t(lang, "bazi.annual.age", { age: a.age })}
              </span>
              <span className="mt-1 block text-xs text-stone-600">{a.tenGod.name}</span>
              <VerdictBadge verdict={chart.marks?.years[a.year]} />
              {now ? (
                <span className="mt-1 inline-block rounded-full bg-seal px-2 text-xs font-semibold text-white">
                  {t(lang, "bazi.annual.now")}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

type NatalStar = ChartJson["stars"][number];
interface StarGroup {
  key: string;
  name: string;
  rows: NatalStar[];
}

const textOf = (lang: Lang, key: string): string | null => (hasText(key) ? t(lang, key) : null);

/** The stars present in the chart's pillars, or the absent ones: a heading over their cards (none: nothing). */
function StarList({
  lang,
  kind,
  groups,
  meanings,
}: {
  lang: Lang;
  kind: "present" | "absent";
  groups: StarGroup[];
  meanings: Record<string, string>;
}) {
  if (groups.length === 0) return null;
  return (
    <section className="mt-4" aria-labelledby={`bazi-stars-${kind}`}>
      <h4 id={`bazi-stars-${kind}`} className="text-base font-semibold text-stone-900">
        {t(lang, `bazi.stars.${kind}`)}
      </h4>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2" data-testid={`stars-${kind}`}>
        {groups.map((g) => {
          const meaning = meanings[g.key];
          return (
            <Card as="li" key={g.key} className="p-4" data-testid="star" data-key={g.key}>
              <h5 className="font-semibold text-stone-900" data-testid="star-name">
                {g.name}
              </h5>
              {meaning ? <p className="mt-1 text-sm text-stone-700">{meaning}</p> : null}
              <ul className="mt-2 space-y-1 text-sm text-stone-800">
                {g.rows.map((r) => (
                  <li
                    key={r.basis}
                    data-testid="star-basis"
                    data-basis={r.basis}
                    data-branches={r.branches.join("")}
                    data-in={r.inPillars.join(" ")}
                  >
                    <span className="text-stone-600">
                      {textOf(lang, `bazi.stars.basis.${r.basis}`) ?? r.basis}:
                    </span>{" "}
                    {r.branches.map((b, i) => (
                      <span key={b}>
                        {i > 0 ? ", " : ""}
                        <Han zh={b} element={BRANCH_ELEMENT[b] ?? "metal"} className="text-base" />{" "}
                        {textOf(lang, `bazi.branch.${b}`) ?? ""}
                      </span>
                    ))}
                    {" — "}
                    {r.inPillars.length > 0 ? (
                      <strong className="font-semibold text-seal">
                        {t(lang, "bazi.stars.in", {
                          pillars: r.inPillars
                            .map((p) => textOf(lang, `bazi.stars.pillar.${p}`) ?? p)
                            .join(", "),
                        })}
                      </strong>
                    ) : (
                      <span className="text-stone-600">{t(lang, "bazi.stars.notIn")}</span>
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The natal symbolic stars 神煞 under their `lead`, one card per star (what it brings, from the reading's
 * `meanings`, and its bases as rows: the branches it points to and the pillars where they stand): first the stars
 * present in the chart's pillars, then the others.
 */
export function NatalStars({
  lang,
  chart,
  lead,
  meanings,
}: {
  lang: Lang;
  chart: ChartJson;
  lead: string;
  meanings: Record<string, string>;
}) {
  const groups: StarGroup[] = [];
  for (const s of chart.stars) {
    let g = groups.find((x) => x.key === s.key);
    if (!g) {
      g = { key: s.key, name: s.name, rows: [] };
      groups.push(g);
    }
    g.rows.push(s);
  }
  if (groups.length === 0) return null;
  const present = groups.filter((g) => g.rows.some((r) => r.inPillars.length > 0));
  const absent = groups.filter((g) => !present.includes(g));
  return (
    <div>
      <p className="text-stone-700">{lead}</p>
      <StarList lang={lang} kind="present" groups={present} meanings={meanings} />
      <StarList lang={lang} kind="absent" groups={absent} meanings={meanings} />
    </div>
  );
}
