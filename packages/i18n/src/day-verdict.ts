/**
 * The day's verdict in one plain sentence, first on the day page and in the digest, the bot's and the push
 * messages: «Хороший день для дел и денег и поездок; свадьбу и переезд лучше перенести». Built from the engine's
 * facts (docs/day-verdict.md), never judging anew:
 *
 * - the lead by the day's rating (−3…+3): «Трудный день», «Непростой», «Обычный», «Неплохой», «Хороший»;
 * - what it is good for: the everyday themes (not the rites: spiritual, funeral) the engine rates +1 or better,
 *   best first, at most three;
 * - what to put off: the major affairs (the events of a date selection but the burial, a rite) whose key activity
 *   the almanac lists to avoid (忌) and none to do (宜), the same rule as the day's rating
 *   (`majorActivitiesAvoided`), at most three in the events' order; a theme that holds an affair put off is not
 *   also called good;
 * - 诸事不宜 ("nothing is suitable") says so and nothing else.
 *
 * For a Personal Calendar the same from the chart's own rating and theme ratings (no affairs: the personal layer
 * rates themes, not the almanac's lists).
 */
import { activityByKey, EVENTS } from "@bazi/almanac";
import type { Lang } from "./index.ts";
import { listFormat } from "./intl.ts";
import { defineTexts, t } from "./lookup.ts";

/** The themes that are everyday affairs, in the order people live them; the rites (spiritual, funeral) are not. */
export const EVERYDAY_THEMES = [
  "business",
  "legal",
  "home",
  "travel",
  "health",
  "relationships",
  "study",
  "crafts",
  "nature",
] as const;
/** The themes of rites and ceremonies, grouped apart from the everyday ones wherever activities are listed. */
export const RITE_THEMES: readonly string[] = ["spiritual", "funeral"];
/** Good themes and affairs to put off named in the sentence, at most (the lists below it name them all). */
const MAX_GOOD = 3;
const MAX_AVOID = 3;

const ru = {
  "verdict.lead.3": "Очень хороший день",
  "verdict.lead.2": "Хороший день",
  "verdict.lead.1": "Неплохой день",
  "verdict.lead.0": "Обычный день",
  "verdict.lead.-1": "Непростой день",
  "verdict.lead.-2": "Трудный день",
  "verdict.lead.-3": "Очень трудный день",
  "verdict.for": "{lead} для {list}",
  "verdict.avoid": "{list} лучше перенести",
  "verdict.plain": "{lead}: особых советов альманах не даёт.",
  "verdict.plainBad": "{lead}: важные дела лучше отложить.",
  "verdict.nothing": "День не для важных дел: альманах советует ничего не начинать.",
  "verdict.personal": "Для вас: {text}",
  "verdict.theme.business": "денежных дел",
  "verdict.theme.legal": "судебных дел",
  "verdict.theme.home": "домашних дел",
  "verdict.theme.travel": "поездок",
  "verdict.theme.health": "лечения",
  "verdict.theme.relationships": "встреч",
  "verdict.theme.study": "учёбы",
  "verdict.theme.crafts": "ручной работы",
  "verdict.theme.nature": "работы в саду",
  "verdict.event.wedding": "свадьбу",
  "verdict.event.moving": "переезд",
  "verdict.event.business": "открытие дела",
  "verdict.event.contract": "подписание договора",
  "verdict.event.travel": "дальнюю поездку",
  "verdict.event.medical": "операцию",
  "verdict.event.renovation": "стройку",
} as const;

export type VerdictKey = keyof typeof ru;

const en: Record<VerdictKey, string> = {
  "verdict.lead.3": "A very good day",
  "verdict.lead.2": "A good day",
  "verdict.lead.1": "A fair day",
  "verdict.lead.0": "An ordinary day",
  "verdict.lead.-1": "An uneasy day",
  "verdict.lead.-2": "A difficult day",
  "verdict.lead.-3": "A very difficult day",
  "verdict.for": "{lead} for {list}",
  "verdict.avoid": "better put off {list}",
  "verdict.plain": "{lead}: the almanac gives no particular advice.",
  "verdict.plainBad": "{lead}: better put important things off.",
  "verdict.nothing": "Not a day for anything important: the almanac advises starting nothing.",
  "verdict.personal": "For you: {text}",
  "verdict.theme.business": "money matters",
  "verdict.theme.legal": "legal matters",
  "verdict.theme.home": "household matters",
  "verdict.theme.travel": "travel",
  "verdict.theme.health": "treatment",
  "verdict.theme.relationships": "meetings",
  "verdict.theme.study": "study",
  "verdict.theme.crafts": "handwork",
  "verdict.theme.nature": "gardening",
  "verdict.event.wedding": "a wedding",
  "verdict.event.moving": "a move",
  "verdict.event.business": "opening a business",
  "verdict.event.contract": "signing a contract",
  "verdict.event.travel": "a long journey",
  "verdict.event.medical": "an operation",
  "verdict.event.renovation": "building work",
};

defineTexts<VerdictKey>({ ru, en });

interface Rated {
  rating: { value: number };
}
/** What the sentence reads of a day (the engine's DayJson has it all). */
export interface VerdictDay extends Rated {
  themes: readonly ({ id: string } & Rated)[];
  yi: readonly { key: string }[];
  ji: readonly { key: string }[];
}

const clampRating = (v: number) => Math.max(-3, Math.min(3, Math.round(v))) as -3 | -2 | -1 | 0 | 1 | 2 | 3;
const isEveryday = (id: string): id is (typeof EVERYDAY_THEMES)[number] =>
  (EVERYDAY_THEMES as readonly string[]).includes(id);

/** The everyday themes rated +1 or better, best first, then in the everyday order; without `except`. */
function goodThemes(themes: VerdictDay["themes"], except: ReadonlySet<string>): string[] {
  return themes
    .filter((x) => isEveryday(x.id) && x.rating.value >= 1 && !except.has(x.id))
    .sort(
      (a, b) =>
        b.rating.value - a.rating.value ||
        EVERYDAY_THEMES.indexOf(a.id as never) - EVERYDAY_THEMES.indexOf(b.id as never),
    )
    .slice(0, MAX_GOOD)
    .map((x) => x.id);
}

function sentence(lang: Lang, rating: number, good: string[], avoid: string[]): string {
  const list = listFormat(lang, { type: "conjunction" });
  const lead = t(lang, `verdict.lead.${clampRating(rating)}` as VerdictKey);
  const parts: string[] = [];
  if (good.length)
    parts.push(
      t(lang, "verdict.for", {
        lead,
        list: list.format(good.map((id) => t(lang, `verdict.theme.${id}` as VerdictKey))),
      }),
    );
  if (avoid.length) {
    const text = t(lang, "verdict.avoid", {
      list: list.format(avoid.map((id) => t(lang, `verdict.event.${id}` as VerdictKey))),
    });
    parts.push(parts.length ? text : `${lead}: ${text}`);
  }
  if (!parts.length) return t(lang, rating < 0 ? "verdict.plainBad" : "verdict.plain", { lead });
  const joined = parts.join("; ");
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`;
}

/** The general day's verdict, as the day page, the digest and the bot say it first. */
export function dayVerdict(lang: Lang, day: VerdictDay): string {
  if ([...day.yi, ...day.ji].some((a) => a.key === "nothingSuitable")) return t(lang, "verdict.nothing");
  const yi = new Set(day.yi.map((a) => a.key));
  const ji = new Set(day.ji.map((a) => a.key));
  // the everyday affairs: a burial is a rite, and it is not put off by the almanac's word
  const avoided = EVENTS.filter(
    (e) =>
      !e.key.some((k) => RITE_THEMES.includes(activityByKey(k).theme)) &&
      e.key.some((k) => ji.has(k)) &&
      !e.key.some((k) => yi.has(k)),
  );
  // a theme that holds an affair put off is not called good the same day
  const blocked = new Set(
    avoided.flatMap((e) => e.key.filter((k) => ji.has(k)).map((k) => activityByKey(k).theme)),
  );
  return sentence(
    lang,
    day.rating.value,
    goodThemes(day.themes, blocked),
    avoided.slice(0, MAX_AVOID).map((e) => e.id),
  );
}

/** The Personal Calendar's verdict of the day for the selected chart: its rating and its good themes. */
export function personalVerdict(lang: Lang, personal: Rated & { themes: VerdictDay["themes"] }): string {
  const text = sentence(lang, personal.rating.value, goodThemes(personal.themes, new Set()), []);
  return t(lang, "verdict.personal", { text: `${text.charAt(0).toLowerCase()}${text.slice(1)}` });
}

export { t };
