/**
 * The Bazi calculator's result: the four pillars in characters with element colours, hidden stems and ten gods,
 * the element balance as an inline SVG, the luck-pillar timeline and the warnings. Colour is never the only cue:
 * every character carries its element's name too.
 */
import type { Services } from "@bazi/contracts";
import { type Lang, type ToolKey, tt } from "@bazi/i18n";
import { numberFormat } from "../../lib/format.ts";
import { LOCALE } from "../../lib/lang.ts";

export type ChartJson = Extract<ReturnType<Services["bazi"]["chart"]>, { ok: true }>["chart"];
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

export const elementName = (lang: Lang, e: Element) => tt(lang, `bazi.el.${e}` as ToolKey);

type ChartPillar = NonNullable<ChartJson["pillars"]["hour"]>;
const PILLARS = ["year", "month", "day", "hour"] as const;

function Han({ zh, element, className = "" }: { zh: string; element: Element; className?: string }) {
  return (
    <span lang="zh-Hans" className={`font-han ${ELEMENT_TEXT[element]} ${className}`}>
      {zh}
    </span>
  );
}

function PillarCard({ lang, which, p }: { lang: Lang; which: (typeof PILLARS)[number]; p: ChartPillar }) {
  const label = tt(lang, `bazi.pillar.${which}` as ToolKey);
  return (
    <li
      className="flex flex-col rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200/70 sm:p-4"
      data-testid={`pillar-${which}`}
      data-zh={p.zh}
    >
      <h3 className="text-xs font-semibold uppercase tracking-[0.08em] text-stone-600">{label}</h3>
      <p className="mt-1 min-h-10 text-sm text-stone-700">
        {p.tenGod ? (
          <>
            <span lang="zh-Hans" className="font-han">
              {p.tenGod.zh}
            </span>{" "}
            {p.tenGod.name}
          </>
        ) : (
          <strong className="font-semibold text-seal">{tt(lang, "bazi.dayMaster")}</strong>
        )}
      </p>
      <div className="mt-2 grid gap-2">
        <div className={`rounded-xl px-2 py-2 text-center ring-1 ${ELEMENT_BG[p.stem.element]}`}>
          <Han zh={p.stem.zh} element={p.stem.element} className="block text-4xl leading-tight sm:text-5xl" />
          <span className="sr-only">{tt(lang, "bazi.stem")}: </span>
          <span className="block text-xs text-stone-700">{p.stem.name}</span>
        </div>
        <div className={`rounded-xl px-2 py-2 text-center ring-1 ${ELEMENT_BG[p.branch.element]}`}>
          <Han
            zh={p.branch.zh}
            element={p.branch.element}
            className="block text-4xl leading-tight sm:text-5xl"
          />
          <span className="sr-only">{tt(lang, "bazi.branch")}: </span>
          <span className="block text-xs text-stone-700">
            {p.branch.animal.name}, {elementName(lang, p.branch.element)}
          </span>
        </div>
      </div>
      <h4 className="mt-3 text-xs font-semibold text-stone-600">{tt(lang, "bazi.hidden")}</h4>
      <ul className="mt-1 space-y-1 text-sm">
        {p.hiddenStems.map((h) => (
          <li key={h.role} className="flex items-baseline gap-1.5">
            <Han zh={h.zh} element={h.element} className="text-lg" />
            <span className="text-stone-800">
              {h.name}
              <span className="text-stone-600"> · {h.tenGod.name}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-auto pt-3 text-xs text-stone-600">
        {tt(lang, "bazi.naYin")}:{" "}
        <span lang="zh-Hans" className="font-han">
          {p.naYin.zh}
        </span>{" "}
        {p.naYin.name}
      </p>
    </li>
  );
}

export function PillarsGrid({ lang, chart }: { lang: Lang; chart: ChartJson }) {
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="pillars">
      {PILLARS.map((which) => {
        const p = chart.pillars[which];
        if (p) return <PillarCard key={which} lang={lang} which={which} p={p} />;
        return (
          <li
            key={which}
            className="grid place-items-center rounded-2xl border border-dashed border-stone-300 p-4 text-center text-sm text-stone-600"
            data-testid="pillar-hour-missing"
          >
            <span>
              <span className="block text-xs font-semibold uppercase tracking-[0.08em] text-stone-600">
                {tt(lang, "bazi.pillar.hour")}
              </span>
              <span className="mt-2 block">{tt(lang, "bazi.noHourPillar")}</span>
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
    tt(lang, "bazi.balance.summary", {
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
        aria-label={`${tt(lang, "bazi.balance")}. ${summary}`}
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
          {tt(lang, "bazi.balance.visible")}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3 w-6 rounded-sm bg-stone-600" />
          {tt(lang, "bazi.balance.withHidden")}
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
  const startDate = new Intl.DateTimeFormat(LOCALE[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: chart.tz,
  })
    .format(started)
    .replace(/\s*г\.$/, "");
  const age = tt(lang, "bazi.age.years", { n: luck.startAge.years, m: luck.startAge.months });
  return (
    <div>
      <p className="text-stone-700">
        {tt(lang, `bazi.luck.direction.${luck.direction}` as ToolKey)}.{" "}
        {tt(lang, "bazi.luck.start", { age, date: startDate })}
        {luck.approximate ? `. ${tt(lang, "bazi.luck.approx")}` : ""}
      </p>
      {chart.luckNote ? <p className="mt-1 text-sm text-stone-600">{chart.luckNote}</p> : null}
      <ol
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="mt-3 flex gap-2 overflow-x-auto pb-2"
        data-testid="luck"
        aria-label={tt(lang, "bazi.luck")}
      >
        {luck.pillars.map((p) => (
          <li
            key={p.number}
            className="min-w-[5.5rem] shrink-0 rounded-xl bg-white px-2 py-2 text-center shadow-sm ring-1 ring-stone-200/70"
            data-testid="luck-pillar"
          >
            <PillarChars zh={p.zh} className="block text-2xl leading-tight" />
            <span className="block text-xs font-medium text-stone-800">
              {tt(lang, "bazi.luck.age", { age: nf.format(p.startAge) })}
            </span>
            <span className="block text-xs text-stone-600">
              {tt(lang, "bazi.luck.year", { year: new Date(p.startsAt).getUTCFullYear() })}
            </span>
            <span className="mt-1 block text-xs text-stone-600">{p.tenGod.name}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
