/**
 * The month page's grid: the month grid of lib/month-view.ts with what each cell of the big calendar shows
 * besides the rating and the lunar day — the day officer 建除, the Yellow or Black Path 黄道/黑道 and the marks of
 * the date (solar term, new or full moon, first day of a Chinese month, festival) — named in the page's language.
 * Server-only: the page's script gets the words, not both languages' names.
 */
import { OFFICER_NAMES } from "@bazi/almanac";
import type { DayMark, MonthInfo, YearInfo } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { type CalendarKey, t } from "@bazi/i18n/calendar";
import { dayMonth, signed } from "./format.ts";
import {
  type GridDay,
  type MonthGrid,
  monthGrid,
  ratingText,
  ratingWord,
  type YearMonth,
  yearView,
} from "./month-view.ts";

export type MarkKind = DayMark["kind"];

export interface CellMark {
  kind: MarkKind;
  zh: string;
  name: string;
  /** What the cell shows in words (the name, or its short form). */
  short: string;
}

export interface BoardDay extends GridDay {
  /** «пн» / "Mon". */
  weekdayName: string;
  /** "+2", "−1", "0"; null when locked. */
  ratingText: string | null;
  /** The rating's word beside its number on a wide screen: «хороший»; null when locked. */
  ratingWord: string | null;
  /** «оценка +2, хороший» (or that the rating is in the Personal Calendar). */
  ratingLine: string;
  /** In a Personal Calendar, whether the chart makes the day better or worse than the general one (null: the same). */
  differs: "better" | "worse" | null;
  /** «в общем календаре +1» where it `differs`. */
  generalLine: string | null;
  officer: { zh: string; name: string };
  /** The Yellow or Black Path 黄道/黑道 (`path` is the day's page). */
  road: "yellow" | "black";
  marks: CellMark[];
}

export interface MonthBoard extends Omit<MonthGrid, "days"> {
  days: BoardDay[];
}

const markOf = (lang: Lang, m: DayMark): CellMark => ({
  kind: m.kind,
  zh: m.zh,
  name: m[lang],
  short: m.short[lang],
});

/** One of the twelve day officers as the legend lists it: its character, its name and what its day is for. */
export interface OfficerEntry {
  zh: string;
  name: string;
  meaning: string;
}

/** The twelve day officers 建除十二神 in their order (建 … 闭), named and explained in the page's language. */
export function officerLegend(lang: Lang): OfficerEntry[] {
  return OFFICER_NAMES.map((o) => ({
    zh: o.zh,
    name: o[lang],
    meaning: t(lang, `month.officerMeaning.${o.zh}` as CalendarKey),
  }));
}

export function monthBoard(info: MonthInfo, lang: Lang): MonthBoard {
  const grid = monthGrid(info, lang);
  return {
    ...grid,
    days: grid.days.map((g, i) => {
      const d = info.days[i]!;
      const { officer } = d;
      const marks = d.marks.map((m) => markOf(lang, m));
      const officerName = officer[lang];
      const differs =
        d.general === undefined || d.rating === null ? null : d.rating > d.general ? "better" : "worse";
      const generalLine =
        d.general === undefined ? null : t(lang, "month.inGeneral", { value: signed(lang, d.general) });
      return {
        ...g,
        weekdayName: grid.weekdays[(d.weekday + 6) % 7]!,
        ratingText: d.rating === null ? null : signed(lang, d.rating),
        ratingWord: d.rating === null ? null : ratingWord(lang, d.rating),
        ratingLine: ratingText(lang, d.rating),
        differs,
        generalLine,
        officer: { zh: officer.zh, name: officerName },
        road: d.path,
        marks,
        label: [
          g.label,
          ...(generalLine ? [generalLine] : []),
          t(lang, "month.officerOf", { name: officerName }),
          t(lang, d.path === "yellow" ? "month.pathShort.yellow" : "month.pathShort.black"),
          ...marks.map((m) => m.name),
        ].join(", "),
      };
    }),
  };
}

export interface BoardYearMonth extends YearMonth {
  days: (YearMonth["days"][number] & { marks: CellMark[] })[];
}

/**
 * The year view with the term and festival marks of each day; the month's summary for screen readers names
 * them with their dates (the small months themselves are pictures).
 */
export function yearBoard(
  info: YearInfo,
  lang: Lang,
): { year: number; weekdays: string[]; months: BoardYearMonth[] } {
  const view = yearView(info, lang);
  return {
    ...view,
    months: view.months.map((m, mi) => {
      const days = m.days.map((d, di) => ({
        ...d,
        marks: info.months[mi]!.days[di]!.marks.map((k) => markOf(lang, k)),
      }));
      const named = days.flatMap((d) =>
        d.marks.map((k) => `${dayMonth(lang, info.year, m.month, d.day)}: ${k.name}`),
      );
      return { ...m, days, summary: [m.summary, ...named].join("; ") };
    }),
  };
}

/**
 * The month as an image (the server's GET /calendar/month.png): the place as a gazetteer city when the page's
 * place is one (the image names it), else its coordinates and zone; a Personal Calendar's chart by its id (the
 * server honours it for the signed-in owner of a paid chart only).
 */
export function monthImagePath(q: {
  year: number;
  month: number;
  lang: Lang;
  place: { lat: number; lng: number; tz: string };
  cityId: number | null;
  chartId: string | null;
}): string {
  const params = new URLSearchParams({ year: String(q.year), month: String(q.month), lang: q.lang });
  if (q.cityId !== null) params.set("cityId", String(q.cityId));
  else {
    params.set("lat", String(q.place.lat));
    params.set("lng", String(q.place.lng));
    params.set("tz", q.place.tz);
  }
  if (q.chartId !== null) params.set("chartId", q.chartId);
  return `/calendar/month.png?${params}`;
}
