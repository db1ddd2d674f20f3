/**
 * Date selection 择日 (docs/domain.md §12): for an event and up to five people, every day of a range is either
 * excluded by a hard rule (each named) or scored by its positives; the days whose 宜 holds a key activity of the
 * event rank first, and the best days come with their best hours.
 * Pure: the people arrive as the year and day pillars of their charts. Every reason carries the event's id and
 * the facts it names (the view words it: src/names/reasons.ts).
 */
import { type CivilDate, checkDate, civilFromJdn, formatDate, jdn, jdnOfMs, mod } from "./cycle.ts";
import { type DayOptions, dayHours, type GeneralDay, generalDay } from "./day.ts";
import { failWith } from "./errors.ts";
import { type HoursWindow, inHoursWindow, WAKING_HOURS } from "./hours-window.ts";
import { mountainBranch } from "./mountains.ts";
import { activityByKey, NOTHING_ELSE, NOTHING_SUITABLE } from "./names/activities.ts";
import { SPIRIT_NAMES } from "./names/core.ts";
import { EVENT_IDS, EVENT_RULE_NAMES, EVENTS, type EventName, type EventRuleId } from "./names/events.ts";
import { godByZh } from "./names/gods.ts";
import { type NatalBasis, type PersonalStarKey, personalFactors } from "./personal.ts";
import { bestCount } from "./predict.ts";
import { type Reason, type ReasonArgs, reason } from "./rating.ts";
import { RATING } from "./rating-config.ts";
import { CALAMITY, clashes, MONTH_SHA, NOBLEMAN, ROBBERY, triadOf } from "./relations.ts";
import { SEASON_START_TERMS, termAfter } from "./solar-terms.ts";
import type { GeneralStarKey } from "./stars.ts";
import { dayYiJi } from "./taboo.ts";
import { type Place, resolvePlace, utcToWall } from "./time.ts";

export const MAX_SELECT_PEOPLE = 5;
/** 24 months. */
export const MAX_SELECT_DAYS = 731;

export interface SelectPerson {
  natal: NatalBasis;
  /** How the person is named in reasons ("Anna"); "person 2" / «участник 2» when absent. */
  label?: string;
}

/** The deceased of a burial: the pillars of their birth, and the dates of their birth and death when known. */
export interface SelectDeceased extends SelectPerson {
  /** The civil date of birth, to check the date of death against (the pillars alone cannot). */
  born?: CivilDate;
  /** The civil date of death: no day on or before it is proposed for the burial. */
  diedOn?: CivilDate;
}

export interface SelectInput {
  event: string;
  from: CivilDate;
  /** Inclusive. */
  to: CivilDate;
  place: Place;
  people: readonly SelectPerson[];
  /** Named rules of the event to leave out (docs/domain.md §12). */
  skipRules?: readonly string[];
  /** How many best days to return (default 10, at most 100). */
  best?: number;
  /** A date of the range to explain: its exclusions or its score, whether or not it made the list. */
  explain?: CivilDate;
  /** The hours offered (hours-window.ts): WAKING_HOURS when absent, every hour when null. */
  hours?: HoursWindow | null;
  /**
   * The mountain 坐山 the grave or house sits in (mountains.ts: 壬, 子, 癸 …), for the events that face a direction:
   * days and hours that clash it (冲山) are excluded.
   */
  mountain?: string;
  /**
   * Burial: the deceased, by the year and day pillars of their birth (亡命). Days and hours whose branch clashes the
   * deceased's year branch are excluded, and with the date of death the days on or before it; the deceased brings
   * no helpers to the score.
   */
  deceased?: SelectDeceased;
  options?: DayOptions;
}

export interface SelectHour {
  branch: number;
  from: string;
  to: string;
  startsAt: number;
  endsAt: number;
  score: number;
  reasons: Reason[];
}

export interface SelectDay {
  date: string;
  score: number;
  /** The day's 宜 holds a key activity of the event (the list puts these days first). */
  recommended: boolean;
  reasons: Reason[];
  hours: SelectHour[];
}

export interface SelectVerdict {
  date: string;
  excluded: boolean;
  /** The hard rules the day breaks (empty when it is not excluded). */
  exclusions: Reason[];
  score: number;
  reasons: Reason[];
  /** 1-based place among the days that were not excluded, in the list's order; null when excluded. */
  rank: number | null;
}

/**
 * One hard rule's share of the days left out: its factor (a participant's clash counted per participant), the
 * reason of its first day (for its words), the days it left out, and of those the days it alone left out, which
 * come back when a skippable rule (`rule`) is left out.
 */
export interface SelectLeftOut {
  factor: string;
  rule: EventRuleId | null;
  example: Reason;
  days: number;
  alone: number;
}

export interface SelectResult {
  event: EventName;
  from: string;
  to: string;
  tz: string;
  people: number;
  rules: { id: EventRuleId; active: boolean }[];
  /** The window the best hours were taken from; null: every hour. */
  hoursWindow: HoursWindow | null;
  /** The sitting mountain and the branch it is read by, when one was given. */
  mountain: { zh: string; branch: number } | null;
  /** Days in the range, and how many of them a hard rule excluded. */
  considered: number;
  excluded: number;
  /** Why: each hard rule that left days out, most days first. */
  leftOut: SelectLeftOut[];
  /** Days no rule left out whose score did not rise above 0 (they are not proposed). */
  unscored: number;
  /** The best days that were not excluded and scored above 0: score first, then the earlier date. */
  days: SelectDay[];
  explained?: SelectVerdict;
}

const S = RATING.select;
const round2 = (n: number) => Math.round(n * 100) / 100;

export function eventById(id: string): EventName {
  const e = EVENTS.find((x) => x.id === id);
  if (!e) {
    failWith("event", "invalidOption", "unknownEvent", { ids: EVENT_IDS.join(", "), got: id });
  }
  return e;
}

const suitedCache = new Map<string, readonly number[]>();
/**
 * The three day officers under which the almanac's own yi/ji table lists the event's first key activity most
 * often, over all 12 months × 60 days (ties: the earlier officer). Read from the table, not proposed by us.
 */
export function suitedOfficers(event: EventName): readonly number[] {
  const hit = suitedCache.get(event.id);
  if (hit) return hit;
  const a = activityByKey(event.key[0]!).index;
  const count = new Array<number>(12).fill(0);
  for (let m = 0; m < 12; m++) {
    for (let d = 0; d < 60; d++) if (dayYiJi(m, d).yi.includes(a)) count[mod((d % 12) - m, 12)]!++;
  }
  const top = count
    .map((c, i) => [c, i] as const)
    .sort((x, y) => y[0] - x[0] || x[1] - y[1])
    .slice(0, 3)
    .map(([, i]) => i)
    .sort((x, y) => x - y);
  suitedCache.set(event.id, top);
  return top;
}

/** The three sha 三煞 branches of a branch's triad: 劫煞, 灾煞 and 岁煞/月煞 (申子辰 → 巳午未). */
export function threeSha(branch: number): readonly number[] {
  const t = triadOf(branch);
  return [ROBBERY[t]!, CALAMITY[t]!, MONTH_SHA[t]!];
}

/** 红鸾 Red Phoenix, the star of marriage, by the year branch: 卯 for a 子 year, then one branch back a year. */
export const hongLuan = (yearBranch: number) => mod(3 - yearBranch, 12);
/** 天喜 Heavenly Joy: the branch opposite the Red Phoenix. */
export const tianXi = (yearBranch: number) => mod(hongLuan(yearBranch) + 6, 12);

/** 三娘煞: the Chinese lunar days on which no wedding is held (a folk rule the Tong Shu almanacs print). */
export const SAN_NIANG_SHA: ReadonlySet<number> = new Set([3, 7, 13, 18, 22, 27]);

/** The 周堂 stations no wedding is held on: the groom's 夫 and the bride's 妇. */
export const ZHOU_TANG_GROOM = 0;
export const ZHOU_TANG_BRIDE = 6;

/**
 * The station of the wedding's 周堂 ring (ZHOU_TANG_STATIONS: 夫 姑 堂 翁 第 灶 妇 厨) on a Chinese lunar day: in a
 * big month (30 days) day 1 is 夫 and the count runs forward; in a small month (29 days) day 1 is 妇 and it runs
 * backward. Days 8, 16 and 24 are 厨 either way.
 */
export function zhouTangStation(lunarDay: number, monthDays: 29 | 30): number {
  const step = (lunarDay - 1) % 8;
  return monthDays === 30 ? step : mod(ZHOU_TANG_BRIDE - step, 8);
}

/** 不将 in the almanac's day-god table (names/gods.ts, tyme4ts's order), by its name. */
export const BU_JIANG_GOD: number = godByZh("不将")!.index;

/** 土王用事: the 18 days before 立春, 立夏, 立秋 and 立冬 (the day a season begins is not one of them). */
export function isEarthReign(day: GeneralDay): boolean {
  const next = day.solarTerm.next;
  let at = next.startsAt;
  if (!SEASON_START_TERMS.has(next.index)) {
    // 大寒, 谷雨, 大暑 and 霜降 fall inside the reign, about 15 days before the season begins.
    if (!SEASON_START_TERMS.has((next.index + 1) % 24)) return false;
    at = termAfter(next.startsAt).at;
  }
  const termJdn = jdnOfMs(utcToWall(at, day.tz));
  return termJdn - day.jdn >= 1 && termJdn - day.jdn <= 18;
}

/** Who a reason is about: the participant's place and their label when given. */
const personArgs = (p: SelectPerson, i: number): ReasonArgs =>
  p.label !== undefined ? { person: i, label: p.label } : { person: i };

/** What the people bring to any day, worked out once per selection: 12 day branches, 60 day pillars. */
interface Party {
  /** Exclusions by the day's branch: it clashes a person's year or day branch. */
  clashes: readonly (readonly Reason[])[];
  /** The people's positives and negatives on a day of this pillar. */
  positives(dayPillar: number): readonly Reason[];
}

function partyOf(people: readonly SelectPerson[], event: EventName): Party {
  const clashList = Array.from({ length: 12 }, (_, dayBranch) => {
    const out: Reason[] = [];
    people.forEach((p, i) => {
      const yb = mod(p.natal.yearPillar, 12);
      const db = mod(p.natal.dayPillar, 12);
      const args = { event: event.id, branch: dayBranch, ...personArgs(p, i) };
      if (clashes(dayBranch, yb)) out.push(reason("exclude.clashYear", 0, { ...args, natalBranch: yb }));
      else if (clashes(dayBranch, db)) out.push(reason("exclude.clashDay", 0, { ...args, natalBranch: db }));
    });
    return out;
  });
  const horseCounts = event.id === "travel" || event.id === "moving";
  const wedding = event.id === "wedding";
  const memo: (readonly Reason[] | undefined)[] = [];
  const positives = (pillar: number): readonly Reason[] => {
    const hit = memo[pillar];
    if (hit) return hit;
    const out: Reason[] = [];
    // the people's share is their average: five people's helpers weigh no more than one person's
    const share = 1 / people.length;
    people.forEach((p, i) => {
      const f = personalFactors(p.natal, pillar);
      const add = (k: PersonalStarKey, effect: number) =>
        out.push(
          reason(`person.${k}`, effect * share, { event: event.id, personalStar: k, ...personArgs(p, i) }),
        );
      if (f.stars.includes("noblemanDay")) add("noblemanDay", S.person.nobleman);
      else if (f.stars.includes("noblemanYear")) add("noblemanYear", S.person.nobleman);
      if (f.stars.includes("prosperity")) add("prosperity", S.person.prosperity);
      if (f.stars.includes("travellingHorse"))
        add("travellingHorse", horseCounts ? S.person.horseOnTheRoad : S.person.horse);
      if (f.stars.includes("sixHarmony")) add("sixHarmony", S.person.harmony);
      else if (f.stars.includes("threeHarmony")) add("threeHarmony", S.person.harmony);
      if (f.stars.includes("sixHarm")) add("sixHarm", S.person.harm);
      if (f.stars.includes("punishment")) add("punishment", S.person.harm);
      if (f.stars.includes("void")) add("void", S.person.void);
      if (wedding) {
        const b = mod(pillar, 12);
        const yb = mod(p.natal.yearPillar, 12);
        const args = { event: event.id, branch: b, natalBranch: yb, ...personArgs(p, i) };
        if (b === hongLuan(yb)) out.push(reason("person.hongLuan", S.person.romance * share, args));
        else if (b === tianXi(yb)) out.push(reason("person.tianXi", S.person.romance * share, args));
      }
    });
    memo[pillar] = out;
    return out;
  };
  return { clashes: clashList, positives };
}

/** The event's activities as indices into ACTIVITIES: the key ones and the related ones. */
interface EventActivities {
  key: readonly number[];
  related: readonly number[];
  /** Both lists, for the hours. */
  all: readonly number[];
}

function eventActivities(event: EventName): EventActivities {
  const key = event.key.map((k) => activityByKey(k).index);
  const related = event.related.map((k) => activityByKey(k).index);
  return { key, related, all: [...key, ...related] };
}

function exclusionsOf(
  day: GeneralDay,
  event: EventName,
  rules: ReadonlySet<EventRuleId>,
  party: Party,
  acts: EventActivities,
  mountain: number | null,
  deceased: number | null,
  diedJdn: number | null,
): Reason[] {
  const out: Reason[] = [];
  const x = (factor: string, args: ReasonArgs = {}) =>
    out.push(reason(`exclude.${factor}`, 0, { event: event.id, ...args }));
  const has = (k: GeneralStarKey) => day.stars.includes(k);
  const star = (k: GeneralStarKey) => x(k, { star: k });
  if (has("suiPo")) star("suiPo");
  if (day.officer.index === 6) star("yuePo");
  if (has("siLi")) star("siLi");
  if (has("siJue")) star("siJue");
  if (has("yangGongJi")) star("yangGongJi");
  if (day.ji.includes(NOTHING_SUITABLE) || day.yi.includes(NOTHING_SUITABLE)) x("nothingSuitable");
  // a key activity of the event to avoid: never chosen, whatever else the day lists
  const avoided = acts.key.find((a) => day.ji.includes(a));
  if (avoided !== undefined) x("ji", { activity: avoided });
  // 馀事勿取: only what the day lists is suitable, and the event is not among it
  else if (day.yi.includes(NOTHING_ELSE) && !acts.key.some((a) => day.yi.includes(a))) x("nothingElse");
  const dayBranch = day.pillars.day.branch;
  out.push(...party.clashes[dayBranch]!);
  if (mountain !== null && clashes(dayBranch, mountain))
    x("mountainClash", { branch: dayBranch, natalBranch: mountain });
  if (deceased !== null && clashes(dayBranch, deceased))
    x("clashDeceased", { branch: dayBranch, natalBranch: deceased });
  if (diedJdn !== null && day.jdn <= diedJdn) x("beforeDeath");
  if (event.directional) {
    const year = day.pillars.year.branch;
    const month = day.pillars.month.branch;
    if (threeSha(year).includes(dayBranch)) x("threeShaYear", { branch: dayBranch });
    else if (threeSha(month).includes(dayBranch)) x("threeShaMonth", { branch: dayBranch });
  }
  const rule = (id: EventRuleId) => x(id, { rule: id });
  if (rules.has("wangWang") && has("wangWang")) rule("wangWang");
  if (rules.has("tuWang") && isEarthReign(day)) rule("tuWang");
  if (rules.has("sanNiangSha") && SAN_NIANG_SHA.has(day.lunarDate.day)) rule("sanNiangSha");
  if (rules.has("zhouTang")) {
    const station = zhouTangStation(day.lunarDate.day, day.lunarDate.monthDays);
    if (station === ZHOU_TANG_GROOM || station === ZHOU_TANG_BRIDE)
      x("zhouTang", { rule: "zhouTang", station });
  }
  const pz = event.pengZu;
  if (rules.has("pengZu") && pz) {
    const hit =
      pz.stem !== undefined ? day.pillars.day.stem === pz.stem : day.pillars.day.branch === pz.branch;
    // the words name Peng Zu's saying for the event
    if (hit) rule("pengZu");
  }
  return out;
}

const VIRTUES: readonly GeneralStarKey[] = ["tianDe", "tianDeHe", "yueDe", "yueDeHe", "tianShe"];
const SOFT_BAD: readonly GeneralStarKey[] = ["jieSha", "zaiSha", "yueSha", "wangWang", "yueJi"];

/** A key activity of the event the day lists as suitable (such a day ranks above every day without one). */
const keyYi = (day: GeneralDay, acts: EventActivities) => acts.key.find((a) => day.yi.includes(a));

function positivesOf(
  day: GeneralDay,
  event: EventName,
  rules: ReadonlySet<EventRuleId>,
  party: Party,
  acts: EventActivities,
): Reason[] {
  const out: Reason[] = [];
  const ev = event.id;
  const key = keyYi(day, acts);
  const related = acts.related.find((a) => day.yi.includes(a));
  if (key !== undefined) out.push(reason("yi", S.yi, { event: ev, activity: key }));
  else if (related !== undefined)
    out.push(reason("yiRelated", S.yiRelated, { event: ev, activity: related }));
  else {
    const avoided = acts.related.find((a) => day.ji.includes(a));
    if (avoided !== undefined) out.push(reason("jiRelated", S.jiRelated, { event: ev, activity: avoided }));
  }
  if (suitedOfficers(event).includes(day.officer.index))
    out.push(reason("officer", S.officer, { event: ev, officer: day.officer.index }));
  let virtue = 0;
  for (const k of VIRTUES) {
    if (!day.stars.includes(k)) continue;
    const e = Math.min(S.virtue, S.virtueMax - virtue);
    if (e <= 0) break;
    virtue += e;
    out.push(reason(`star.${k}`, e, { event: ev, star: k }));
  }
  if (rules.has("buJiang") && day.gods.auspicious.includes(BU_JIANG_GOD))
    out.push(reason("prefer.buJiang", S.buJiang, { event: ev, rule: "buJiang" }));
  const sp = SPIRIT_NAMES[day.spirit.index]!;
  out.push(reason("path", S.path[sp.path], { event: ev, spirit: day.spirit.index }));
  for (const k of SOFT_BAD) {
    if (!day.stars.includes(k)) continue;
    out.push(reason(`star.${k}`, RATING.badStars[k as keyof typeof RATING.badStars], { event: ev, star: k }));
  }
  out.push(...party.positives(day.pillars.day.index));
  return out.filter((r) => r.effect !== 0);
}

/**
 * The day's best double hours for the event, among those the window offers: none clashes the day or a person;
 * Yellow Path or Nobleman.
 */
export function selectHours(
  day: GeneralDay,
  event: EventName,
  people: readonly SelectPerson[],
  activities: readonly number[],
  window: HoursWindow | null,
  /** Branches no hour may clash besides the day's and the people's: the sitting mountain, the deceased's year. */
  guarded: readonly number[] = [],
  limit = 3,
): SelectHour[] {
  const dayStem = day.pillars.day.stem;
  const dayBranch = day.pillars.day.branch;
  const out: SelectHour[] = [];
  for (const h of dayHours(day)) {
    const b = h.branch;
    if (!inHoursWindow(h.from, window)) continue;
    if (clashes(b, dayBranch)) continue;
    if (guarded.some((g) => clashes(b, g))) continue;
    if (people.some((p) => clashes(b, mod(p.natal.yearPillar, 12)) || clashes(b, mod(p.natal.dayPillar, 12))))
      continue;
    const r: Reason[] = [];
    if (h.spirit.path === "yellow")
      r.push(reason("hour.path", S.hour.yellow, { event: event.id, spirit: h.spirit.index }));
    if (NOBLEMAN[dayStem]!.includes(b))
      r.push(reason("hour.nobleman", S.hour.nobleman, { event: event.id, stem: dayStem }));
    if (!r.length) continue;
    people.forEach((p, i) => {
      if (!NOBLEMAN[mod(p.natal.dayPillar, 10)]!.includes(b)) return;
      const effect = S.hour.personNobleman / people.length;
      r.push(reason("hour.personNobleman", effect, { event: event.id, ...personArgs(p, i) }));
    });
    if (activities.some((a) => h.yi.includes(a))) r.push(reason("hour.yi", S.hour.yi, { event: event.id }));
    if (activities.some((a) => h.ji.includes(a))) r.push(reason("hour.ji", S.hour.ji, { event: event.id }));
    const score = round2(r.reduce((s, x) => s + x.effect, 0));
    if (score <= 0) continue;
    out.push({
      branch: b,
      from: h.from,
      to: h.to,
      startsAt: h.startsAt,
      endsAt: h.endsAt,
      score,
      reasons: r,
    });
  }
  return out.sort((x, y) => y.score - x.score || x.startsAt - y.startsAt).slice(0, limit);
}

/** A participant's clashes are counted per participant; every other rule by its factor. */
const leftOutKey = (r: Reason) => (r.args?.person === undefined ? r.factor : `${r.factor}#${r.args.person}`);

/** Adds a left-out day's reasons to the tally: each group once, and `alone` when the day has no other group. */
function countLeftOut(tally: Map<string, SelectLeftOut>, ex: readonly Reason[]): void {
  const groups = new Map<string, Reason>();
  for (const r of ex) if (!groups.has(leftOutKey(r))) groups.set(leftOutKey(r), r);
  for (const [key, r] of groups) {
    const group = tally.get(key) ?? {
      factor: r.factor,
      rule: r.args?.rule ?? null,
      example: r,
      days: 0,
      alone: 0,
    };
    group.days++;
    if (groups.size === 1) group.alone++;
    tally.set(key, group);
  }
}

export function selectDates(input: SelectInput): SelectResult {
  const event = eventById(input.event);
  checkDate(input.from, "from");
  checkDate(input.to, "to");
  const place = resolvePlace(input.place);
  const a = jdn(input.from.year, input.from.month, input.from.day);
  const b = jdn(input.to.year, input.to.month, input.to.day);
  if (b < a || b - a >= MAX_SELECT_DAYS) {
    failWith("to", "invalidRange", "selectRange", { days: MAX_SELECT_DAYS });
  }
  if (input.people.length > MAX_SELECT_PEOPLE) {
    failWith("people", "invalidOption", "tooManyPeople", { max: MAX_SELECT_PEOPLE });
  }
  const bestN = bestCount(input.best, 10);
  const skip = new Set(input.skipRules ?? []);
  for (const id of skip) {
    if (!(id in EVENT_RULE_NAMES)) {
      const ids = Object.keys(EVENT_RULE_NAMES).join(", ");
      failWith("skipRules", "invalidOption", "unknownRule", { ids, got: id });
    }
  }
  let explainJdn: number | undefined;
  if (input.explain) {
    checkDate(input.explain, "explain");
    explainJdn = jdn(input.explain.year, input.explain.month, input.explain.day);
    if (explainJdn < a || explainJdn > b) {
      failWith("explain", "invalidRange", "explainOutOfRange");
    }
  }
  const rules = new Set(event.rules.filter((r) => !skip.has(r)));
  const acts = eventActivities(event);
  const window = input.hours === undefined ? WAKING_HOURS : input.hours;
  let mountain: { zh: string; branch: number } | null = null;
  if (input.mountain !== undefined) {
    const branch = mountainBranch(input.mountain);
    if (!event.directional) failWith("mountain", "invalidOption", "mountainEvent");
    mountain = { zh: input.mountain.trim(), branch };
  }
  let deceased: number | null = null;
  let diedJdn: number | null = null;
  if (input.deceased !== undefined) {
    if (event.id !== "burial") failWith("deceased", "invalidOption", "deceasedEvent");
    deceased = mod(input.deceased.natal.yearPillar, 12);
    const { born, diedOn } = input.deceased;
    if (diedOn !== undefined) {
      checkDate(diedOn, "deceased.diedOn");
      diedJdn = jdn(diedOn.year, diedOn.month, diedOn.day);
      if (born !== undefined && diedJdn < jdn(born.year, born.month, born.day))
        failWith("deceased.diedOn", "invalidRange", "diedBeforeBirth");
    }
  }
  const guarded = [mountain?.branch, deceased].filter((b): b is number => b !== null && b !== undefined);

  const party = partyOf(input.people, event);
  const kept: { day: GeneralDay; score: number; keyYi: boolean; reasons: Reason[] }[] = [];
  let excluded = 0;
  const leftOut = new Map<string, SelectLeftOut>();
  let explained: SelectVerdict | undefined;
  for (let n = a; n <= b; n++) {
    const day = generalDay(civilFromJdn(n), place.tz, input.options);
    const ex = exclusionsOf(day, event, rules, party, acts, mountain?.branch ?? null, deceased, diedJdn);
    if (ex.length) {
      excluded++;
      countLeftOut(leftOut, ex);
      if (n === explainJdn)
        explained = { date: day.date, excluded: true, exclusions: ex, score: 0, reasons: [], rank: null };
      continue;
    }
    const reasons = positivesOf(day, event, rules, party, acts);
    const score = round2(reasons.reduce((s, r) => s + r.effect, 0));
    kept.push({ day, score, keyYi: keyYi(day, acts) !== undefined, reasons });
  }
  // the days worth proposing (score above 0) first; among them the almanac's own 宜 for the event first; then
  // the score, then the earlier date
  const ranked = kept.sort(
    (x, y) =>
      Number(y.score > 0) - Number(x.score > 0) ||
      Number(y.keyYi) - Number(x.keyYi) ||
      y.score - x.score ||
      x.day.jdn - y.day.jdn,
  );
  if (explainJdn !== undefined && !explained) {
    const i = ranked.findIndex((k) => k.day.jdn === explainJdn);
    const k = ranked[i]!;
    explained = {
      date: k.day.date,
      excluded: false,
      exclusions: [],
      score: k.score,
      reasons: k.reasons,
      rank: i + 1,
    };
  }
  const days = ranked
    .filter((k) => k.score > 0)
    .slice(0, bestN)
    .map((k) => ({
      date: k.day.date,
      score: k.score,
      recommended: k.keyYi,
      reasons: k.reasons,
      hours: selectHours(k.day, event, input.people, acts.all, window, guarded),
    }));
  return {
    event,
    from: formatDate(input.from),
    to: formatDate(input.to),
    tz: place.tz,
    people: input.people.length,
    rules: event.rules.map((id) => ({ id, active: rules.has(id) })),
    hoursWindow: window,
    mountain,
    considered: b - a + 1,
    excluded,
    leftOut: [...leftOut.values()].sort((x, y) => y.days - x.days || y.alone - x.alone),
    unscored: ranked.filter((k) => k.score <= 0).length,
    days,
    ...(explained ? { explained } : {}),
  };
}
