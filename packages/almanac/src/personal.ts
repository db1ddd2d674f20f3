/**
 * The personal layer (docs/domain.md §6 "Personal", §8 "Personal P"): how a day (or an hour) meets a natal
 * chart. Clashes with the natal year and day branches, heaven-strikes-earth-clash, nobleman, academic,
 * travelling horse, peach blossom, prosperity, goat blade, void, harmonies, harms and punishments, each a
 * star the user sees (its names: names/personal.ts) and a reason in the rating.
 */
import { mod } from "./cycle.ts";
import {
  type ActivityRating,
  dayActivities,
  dayHours,
  dayThemes,
  type GeneralDay,
  type HourBlock,
  rateActivity,
  rateTheme,
  type ThemeRating,
} from "./day.ts";
import { BRANCH_NAMES } from "./names/core.ts";
import type { Name } from "./names/types.ts";
import { type Cap, type Rating, type Reason, rate, reason } from "./rating.ts";
import { RATING } from "./rating-config.ts";
import {
  ACADEMIC,
  clashes,
  GOAT_BLADE,
  NOBLEMAN,
  PEACH_BLOSSOM,
  PROSPERITY,
  punishes,
  sixHarm,
  sixHarmony,
  stemClashes,
  TRAVELLING_HORSE,
  threeHarmony,
  triadOf,
  voidBranches,
} from "./relations.ts";

/** What of a natal chart the personal layer needs: its year and day pillars (sexagenary indices). */
export interface NatalBasis {
  yearPillar: number;
  dayPillar: number;
}

export type PersonalStarKey =
  | "clashYear"
  | "clashDay"
  | "heavenEarthClash"
  | "noblemanDay"
  | "noblemanYear"
  | "academic"
  | "travellingHorse"
  | "peachBlossom"
  | "prosperity"
  | "goatBlade"
  | "void"
  | "sixHarmony"
  | "threeHarmony"
  | "sixHarm"
  | "punishment";

export interface PersonalFactors {
  stars: PersonalStarKey[];
  /** Added to the general score. */
  reasons: Reason[];
  caps: Cap[];
  /** Extra reasons per theme id (travel, relationships, study, business, health, legal). */
  themeBonus: Record<string, Reason[]>;
}

const star = (k: PersonalStarKey, effect: number): Reason =>
  reason(`personal.${k}`, effect, { personalStar: k });

/** Personal stars and score factors of a pillar (a day's or an hour's) against a natal chart. */
export function personalFactors(natal: NatalBasis, pillar: number): PersonalFactors {
  const P = RATING.personal;
  const b = mod(pillar, 12);
  const s = mod(pillar, 10);
  const yb = mod(natal.yearPillar, 12);
  const ys = mod(natal.yearPillar, 10);
  const db = mod(natal.dayPillar, 12);
  const ds = mod(natal.dayPillar, 10);
  const stars: PersonalStarKey[] = [];
  const reasons: Reason[] = [];
  const caps: Cap[] = [];
  const themeBonus: Record<string, Reason[]> = {};
  const bonus = (theme: string, r: Reason) => {
    themeBonus[theme] = [...(themeBonus[theme] ?? []), r];
  };

  const cy = clashes(b, yb);
  const cd = clashes(b, db);
  if (cy) stars.push("clashYear");
  if (cd) stars.push("clashDay");
  if (cy && cd) {
    reasons.push(reason("personal.clashBoth", P.clashBoth));
  } else if (cy) reasons.push(star("clashYear", P.clashYear));
  else if (cd) reasons.push(star("clashDay", P.clashDay));
  if (cy || cd) caps.push({ factor: "cap.personalClash", max: RATING.caps.personalClash });
  if (cd && stemClashes(s, ds)) {
    stars.push("heavenEarthClash");
    reasons.push(star("heavenEarthClash", P.heavenEarthClash));
    caps.push({
      factor: "cap.heavenEarthClash",
      max: RATING.caps.heavenEarthClash,
      args: { personalStar: "heavenEarthClash" },
    });
  }
  if (NOBLEMAN[ds]!.includes(b)) {
    stars.push("noblemanDay");
    reasons.push(star("noblemanDay", P.noblemanDay));
  }
  if (NOBLEMAN[ys]!.includes(b)) {
    stars.push("noblemanYear");
    reasons.push(star("noblemanYear", P.noblemanYear));
  }
  if (sixHarmony(b, db)) {
    stars.push("sixHarmony");
    reasons.push(star("sixHarmony", P.sixHarmony));
  }
  if (threeHarmony(b, db)) {
    stars.push("threeHarmony");
    reasons.push(star("threeHarmony", P.threeHarmony));
  }
  if (sixHarm(b, db)) {
    stars.push("sixHarm");
    reasons.push(star("sixHarm", P.sixHarm));
  }
  if (punishes(b, db)) {
    stars.push("punishment");
    reasons.push(star("punishment", P.punishment));
  }
  if (voidBranches(natal.dayPillar).includes(b)) {
    stars.push("void");
    reasons.push(star("void", P.void));
  }
  if (b === TRAVELLING_HORSE[triadOf(yb)] || b === TRAVELLING_HORSE[triadOf(db)]) {
    stars.push("travellingHorse");
    bonus("travel", star("travellingHorse", P.themeBonus));
  }
  if (b === PEACH_BLOSSOM[triadOf(yb)] || b === PEACH_BLOSSOM[triadOf(db)]) {
    stars.push("peachBlossom");
    bonus("relationships", star("peachBlossom", P.themeBonus));
  }
  if (b === ACADEMIC[ds]) {
    stars.push("academic");
    bonus("study", star("academic", P.themeBonus));
  }
  if (b === PROSPERITY[ds]) {
    stars.push("prosperity");
    bonus("business", star("prosperity", P.themeBonus));
  }
  if (b === GOAT_BLADE[ds]) {
    stars.push("goatBlade");
    bonus("health", star("goatBlade", P.goatBlade));
    bonus("legal", star("goatBlade", P.goatBlade));
  }
  return { stars, reasons, caps, themeBonus };
}

export interface PersonalDay {
  stars: PersonalStarKey[];
  rating: Rating;
  activities: ActivityRating[];
  themes: ThemeRating[];
  hours: { branch: number; stars: PersonalStarKey[]; rating: Rating }[];
  /** Names of the natal branches involved, for display. */
  natal: { yearBranch: Name; dayBranch: Name };
}

/** A day's double hours seen through a natal chart: each hour's personal stars and its rating G + P. */
export function personalHours(day: GeneralDay, natal: NatalBasis): PersonalDay["hours"] {
  return dayHours(day).map((h: HourBlock) => {
    const hf = personalFactors(natal, h.pillar.index);
    return {
      branch: h.branch,
      stars: hf.stars,
      rating: rate([...h.rating.reasons, ...hf.reasons], hf.caps),
    };
  });
}

/** A general day seen through a natal chart: personal stars, the day's rating G + P, activities, themes, hours. */
export function personalDay(day: GeneralDay, natal: NatalBasis): PersonalDay {
  const f = personalFactors(natal, day.pillars.day.index);
  const reasons = [...day.basis.reasons, ...f.reasons];
  const caps = [...day.basis.caps, ...f.caps];
  const activities = dayActivities(day).map((a) =>
    rateActivity(a.activity.index, day.yi, day.ji, reasons, caps),
  );
  const themes = dayThemes(day).map((t) =>
    rateTheme(t.theme, day.yi, day.ji, reasons, caps, f.themeBonus[t.theme.id] ?? []),
  );
  // a clash with the person's year or day branch never makes the day better than it is for everyone
  const clash = f.stars.includes("clashYear") || f.stars.includes("clashDay");
  const ceiling = clash ? { max: day.rating.value, reason: reason("ceiling.personalClash", 0) } : undefined;
  return {
    stars: f.stars,
    // the day as a whole is held down by the day's own caps as well (馀事勿取, the major activities to avoid)
    rating: rate(reasons, [...caps, ...day.basis.dayCaps], undefined, ceiling),
    activities,
    themes,
    hours: personalHours(day, natal),
    natal: {
      yearBranch: BRANCH_NAMES[mod(natal.yearPillar, 12)]!,
      dayBranch: BRANCH_NAMES[mod(natal.dayPillar, 12)]!,
    },
  };
}
