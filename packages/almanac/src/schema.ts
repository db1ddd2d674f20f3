/**
 * The JSON the engine produces, as zod schemas: one place for the shape that the CLI prints with --json and
 * the API serves. Names are in the requested language (`lang`), Chinese terms stay in `zh`. Instants are
 * ISO 8601 UTC strings with seconds ("2026-11-21T09:00:00Z"). Documented in packages/almanac/README.md.
 */
import { z } from "zod";
import { BirthTimeSensitivitySchema } from "./birth-time-schema.ts";
import { CompatibilityTimeSchema } from "./compatibility-time-schema.ts";
import { ForecastSchema } from "./forecast-schema.ts";

export const LangSchema = z.enum(["ru", "en"]);
export const Instant = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
export const DateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Element = z.enum(["wood", "fire", "earth", "metal", "water"]);
const Polarity = z.enum(["yang", "yin"]);

export const TermSchema = z.object({ zh: z.string(), name: z.string() });
/** A named thing of the almanac with what it means, in one line. */
export const MeaningTermSchema = TermSchema.extend({ meaning: z.string() });

export const ReasonSchema = z.object({
  factor: z.string(),
  effect: z.number(),
  text: z.string(),
});

export const RatingSchema = z.object({
  value: z.number().int().min(-3).max(3),
  tag: z.enum(["lucky", "unlucky", "neutral"]),
  score: z.number(),
  reasons: z.array(ReasonSchema),
});

/** The school a judgement follows, with its sources (src/method.ts). */
export const MethodSchema = z.object({
  id: z.enum(["tongShu", "zeRi"]),
  zh: z.string(),
  name: z.string(),
  sources: z.array(z.string()),
});

const DirectionSchema = TermSchema.extend({
  key: z.enum([
    "north",
    "northEast",
    "east",
    "southEast",
    "south",
    "southWest",
    "west",
    "northWest",
    "centre",
  ]),
});
const PeriodDirectionsSchema = z.object({
  taiSui: DirectionSchema,
  breaker: DirectionSchema,
  threeSha: DirectionSchema,
  fiveYellow: DirectionSchema,
});
export const NineStarSchema = TermSchema.extend({
  number: z.number().int().min(1).max(9),
  element: Element,
  meaning: z.string(),
});

export const StemSchema = TermSchema.extend({
  index: z.number().int(),
  element: Element,
  polarity: Polarity,
});
export const BranchSchema = TermSchema.extend({
  index: z.number().int(),
  element: Element,
  polarity: Polarity,
  animal: TermSchema,
});

export const PillarSchema = TermSchema.extend({
  index: z.number().int().min(0).max(59),
  stem: StemSchema,
  branch: BranchSchema,
});

/** A tropical zodiac sign (names/zodiac.ts). */
export const ZodiacSignSchema = TermSchema.extend({
  key: z.enum([
    "aries",
    "taurus",
    "gemini",
    "cancer",
    "leo",
    "virgo",
    "libra",
    "scorpio",
    "sagittarius",
    "capricorn",
    "aquarius",
    "pisces",
  ]),
  symbol: z.string(),
});

export const ActivityRefSchema = TermSchema.extend({ key: z.string(), theme: z.string() });

export const LunarDaySchema = z.object({
  number: z.number().int().min(1),
  startsAt: Instant,
  endsAt: Instant,
});

export const DaySchema = z.object({
  date: DateText,
  weekday: z.number().int().min(0).max(6),
  place: z.object({ lat: z.number(), lng: z.number(), tz: z.string() }),
  options: z.object({ jieDayRule: z.enum(["localDate", "beijingDate"]) }),
  pillars: z.object({ year: PillarSchema, month: PillarSchema, day: PillarSchema }),
  hieroglyph: z.object({ zh: z.string(), name: z.string(), stem: StemSchema, branch: BranchSchema }),
  officer: TermSchema.extend({ index: z.number().int(), rhyme: z.string() }),
  spirit: MeaningTermSchema.extend({ index: z.number().int(), path: z.enum(["yellow", "black"]) }),
  mansion: TermSchema.extend({
    index: z.number().int().min(0).max(27),
    animal: z.string(),
    luck: z.enum(["auspicious", "inauspicious"]),
    luminary: TermSchema,
    planet: z.string(),
  }),
  lunarDate: z.object({
    year: z.number().int(),
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(30),
    leap: z.boolean(),
    monthDays: z.number().int(),
    zh: z.string(),
    name: z.string(),
  }),
  solarTerm: TermSchema.extend({
    index: z.number().int(),
    kind: z.enum(["jie", "qi"]),
    longitude: z.number(),
    startsAt: Instant,
    dayOfTerm: z.number().int().min(1),
    beginsToday: z.boolean(),
    next: TermSchema.extend({ startsAt: Instant }),
  }),
  clash: z.object({ branch: z.string(), animal: TermSchema, direction: TermSchema }),
  /** Directions of the day's spirits (by the day stem) and of the year's and month's Tai Sui, Breaker, sha, Five Yellow. */
  directions: z.object({
    joy: DirectionSchema,
    wealth: DirectionSchema,
    fortune: DirectionSchema,
    yangNoble: DirectionSchema,
    yinNoble: DirectionSchema,
    year: PeriodDirectionsSchema,
    month: PeriodDirectionsSchema,
  }),
  /** The flying stars 九星 in the centre of the year, the month and the day. */
  nineStars: z.object({ year: NineStarSchema, month: NineStarSchema, day: NineStarSchema }),
  yi: z.array(ActivityRefSchema),
  ji: z.array(ActivityRefSchema),
  /** The day's gods and killings 神煞, each with a one-line meaning (names/meanings.ts). */
  gods: z.object({ auspicious: z.array(MeaningTermSchema), inauspicious: z.array(MeaningTermSchema) }),
  /** The general stars of the day, each with a one-line meaning. */
  stars: z.array(MeaningTermSchema.extend({ key: z.string(), good: z.boolean() })),
  moon: z.object({
    phase: z.enum(["waxing", "waning"]),
    phaseDay: z.number().int().min(1).max(15),
    illumination: z.number().min(0).max(1),
    phaseName: z.string(),
    lunarDay: z.number().int().min(1),
    lunarDays: z.array(LunarDaySchema),
  }),
  /**
   * The Moon's tropical zodiac sign at the local day's start, the instants it enters a sign during the day, and the
   * void-of-course periods overlapping the day, each with the Moon's last exact aspect (docs/domain.md §14).
   */
  moonSign: z.object({
    signAtStart: ZodiacSignSchema,
    /** The Moon's apparent ecliptic longitude of date at the day's start, degrees. */
    longitudeAtStart: z.number().min(0).max(360),
    ingresses: z.array(z.object({ at: Instant, sign: ZodiacSignSchema })),
    voidOfCourse: z.array(
      z.object({
        startsAt: Instant,
        endsAt: Instant,
        lastAspect: z.object({
          planet: TermSchema.extend({
            key: z.enum([
              "sun",
              "mercury",
              "venus",
              "mars",
              "jupiter",
              "saturn",
              "uranus",
              "neptune",
              "pluto",
            ]),
            symbol: z.string(),
          }),
          aspect: TermSchema.extend({
            key: z.enum(["conjunction", "sextile", "square", "trine", "opposition"]),
            symbol: z.string(),
            angle: z.union([z.literal(0), z.literal(60), z.literal(90), z.literal(120), z.literal(180)]),
          }),
          /** «Трин Луны с Солнцем», "Moon trine Sun". */
          text: z.string(),
        }),
      }),
    ),
    /** What the void-of-course Moon means, one line for the reader. */
    voidOfCourseMeaning: z.string(),
    method: MethodSchema.extend({ id: z.literal("classicalVoidOfCourse") }),
  }),
  /** The day description: texts of our own about its officer, mansion, solar term, lunar day and pillar. */
  description: z.object({
    officer: z.string(),
    mansion: z.string(),
    solarTerm: z.string(),
    lunarDay: z.object({ number: z.number().int(), symbol: z.string(), text: z.string() }),
    pillar: z.string(),
  }),
  rating: RatingSchema,
  method: MethodSchema,
  activities: z.array(ActivityRefSchema.extend({ kind: z.enum(["yi", "ji", "none"]), rating: RatingSchema })),
  themes: z.array(TermSchema.omit({ zh: true }).extend({ id: z.string(), rating: RatingSchema })),
  hours: z.array(
    z.object({
      branch: z.number().int().min(0).max(11),
      zh: z.string(),
      name: z.string(),
      from: z.string(),
      to: z.string(),
      startsAt: Instant,
      endsAt: Instant,
      spirit: TermSchema.extend({ path: z.enum(["yellow", "black"]) }),
      yi: z.array(ActivityRefSchema),
      ji: z.array(ActivityRefSchema),
      rating: RatingSchema,
    }),
  ),
  personal: z
    .object({
      stars: z.array(TermSchema.extend({ key: z.string(), good: z.boolean() })),
      rating: RatingSchema,
      themes: z.array(z.object({ id: z.string(), name: z.string(), rating: RatingSchema })),
      hours: z.array(z.object({ branch: z.number().int(), rating: RatingSchema })),
    })
    .nullable(),
});
export type DayJson = z.infer<typeof DaySchema>;

export const TermsSchema = z.array(
  TermSchema.extend({ longitude: z.number(), kind: z.enum(["jie", "qi"]), at: Instant }),
);
export type TermsJson = z.infer<typeof TermsSchema>;

export const MoonMonthSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  place: z.object({ lat: z.number(), lng: z.number(), tz: z.string() }),
  phases: z.array(
    z.object({ kind: z.enum(["new", "firstQuarter", "full", "lastQuarter"]), name: z.string(), at: Instant }),
  ),
  lunarDays: z.array(LunarDaySchema),
  days: z.array(
    z.object({
      date: DateText,
      phase: z.enum(["waxing", "waning"]),
      phaseDay: z.number().int().min(1).max(15),
      illumination: z.number(),
      lunarDay: z.number().int().min(1),
    }),
  ),
});
export type MoonMonthJson = z.infer<typeof MoonMonthSchema>;

export const PredictSchema = z.object({
  target: z.object({
    kind: z.enum(["theme", "activity", "day"]),
    key: z.string().nullable(),
    name: z.string().nullable(),
  }),
  personal: z.boolean(),
  method: MethodSchema,
  from: DateText,
  to: DateText,
  days: z.array(z.object({ date: DateText, rating: RatingSchema })),
  /** The best days, each with its best double hours ("HH:MM" local, inside `hoursWindow`). */
  best: z.array(
    z.object({
      date: DateText,
      rating: RatingSchema,
      hours: z.array(z.object({ from: z.string(), to: z.string() })),
    }),
  ),
  /** The window the best hours were taken from ("07:00"–"22:00" unless asked); null: every hour. */
  hoursWindow: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type PredictJson = z.infer<typeof PredictSchema>;

const Wall = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/);
const TenGod = TermSchema.extend({ key: z.string() });
const Position = z.enum(["year", "month", "day", "hour", "luck", "annual"]);
/** The day master's growth stage 十二长生 at a branch. */
const Stage = TermSchema.extend({ key: z.string() });
const VoidOf = z.enum(["day", "year"]);
const ChartPillarSchema = PillarSchema.extend({
  tenGod: TenGod.nullable(),
  hiddenStems: z.array(StemSchema.extend({ role: z.enum(["main", "middle", "residual"]), tenGod: TenGod })),
  naYin: TermSchema.extend({ element: Element }),
  stage: Stage,
  /** The voids (of the day pillar, of the year pillar) this pillar's branch is in. */
  void: z.array(VoidOf),
});
/** A relation between pillars: {kind, zh, name} of its kind, the characters, the pillars, and its details. */
const InteractionSchema = TermSchema.extend({
  kind: z.enum([
    "stemCombination",
    "stemClash",
    "sixCombination",
    "threeHarmony",
    "halfHarmony",
    "directional",
    "clash",
    "punishment",
    "harm",
    "break",
  ]),
  chars: z.string(),
  pillars: z.array(Position),
  element: Element.optional(),
  transforms: z.boolean().optional(),
  punishment: TermSchema.extend({ key: z.enum(["ungrateful", "bullying", "uncivil", "self"]) }).optional(),
});
const SexagenarySchema = TermSchema.extend({ index: z.number().int().min(0).max(59) });

const Keyed = TermSchema.extend({ key: z.string() });
/** The day master with its strength, favourable elements, structure and climate (day-master.ts). */
const DayMasterSchema = StemSchema.extend({
  strength: Keyed.extend({
    method: z.literal("ziPingQiCount"),
    key: z.enum(["strong", "balanced", "weak"]),
    /** Share of support, 0..100. */
    score: z.number().int().min(0).max(100),
    support: z.number(),
    drain: z.number(),
    season: z.object({
      branch: z.string(),
      element: Element,
      state: Keyed,
      /** 得令: the day master is prosperous or prime in the month. */
      commands: z.boolean(),
    }),
    /** Hidden stems of the day master's element (通根). */
    roots: z.array(
      z.object({
        pillar: Position,
        zh: z.string(),
        role: z.enum(["main", "middle", "residual"]),
        weight: z.number(),
      }),
    ),
    groups: z.array(Keyed.extend({ element: Element, weight: z.number() })),
    /** How the qi was settled before the count: meetings 三会, harmonies 三合, combinations 合化/合绊, clashes 冲. */
    adjustments: z.array(
      Keyed.extend({
        key: z.enum([
          "meeting",
          "harmony",
          "halfHarmony",
          "sixCombination",
          "stemCombination",
          "stemBound",
          "clash",
        ]),
        pillars: z.array(Position),
        /** The characters taking part, as the chart writes them. */
        chars: z.string(),
        /** The element the qi turned into; for a clash the uprooted branch's element. */
        element: Element,
        weight: z.number(),
      }),
    ),
    /** A special structure 特殊格局 by its rule (从财 从杀 从儿 从势, 专旺 by element, 化气), or null. */
    special: Keyed.extend({
      key: z.enum(["transform", "dominant", "followWealth", "followPower", "followOutput", "followForce"]),
      element: Element,
    }).nullable(),
  }),
  favourable: z.object({
    method: z.literal("fuYi"),
    rule: z.string(),
    /** "climate" when 调候 moved the climate's element up to helpful; null otherwise. */
    adjustment: z.enum(["climate"]).nullable(),
    /** 用神 then 喜神. */
    favourable: z.array(Element),
    /** 忌神, the heavier first. */
    unfavourable: z.array(Element),
    neutral: Element,
    roles: z.record(Element, Keyed),
  }),
  structure: Keyed.extend({
    method: z.literal("ziPingZhenQuan"),
    stem: z.string(),
    role: z.enum(["main", "middle", "residual"]),
    revealed: z.boolean(),
    tenGod: TenGod,
  }).nullable(),
  climate: Keyed.extend({ element: Element }).nullable(),
});
/** For a chart without the hour: what each of the twelve hours would give. */
const HourUnknownSchema = z.object({
  options: z.array(
    z.object({
      branch: z.string(),
      from: z.string(),
      to: z.string(),
      pillar: SexagenarySchema,
      strength: Keyed,
      score: z.number().int(),
      favourable: z.array(Element),
      interactions: z.array(InteractionSchema),
      lifePalace: SexagenarySchema,
    }),
  ),
  sameVerdict: z.number().int(),
  sameUseful: z.number().int(),
});

export const ChartSchema = z.object({
  input: z.object({
    date: DateText,
    time: z.string().nullable(),
    lat: z.number(),
    lng: z.number(),
    tz: z.string(),
    gender: z.enum(["male", "female"]).nullable(),
  }),
  options: z.object({
    zi: z.enum(["dayChangesAt23", "lateZiSameDay"]),
    timeBasis: z.enum(["apparentSolar", "clock"]),
    ambiguousTime: z.enum(["earlier", "later"]),
    hourKnown: z.boolean(),
  }),
  pillars: z.object({
    year: ChartPillarSchema,
    month: ChartPillarSchema,
    day: ChartPillarSchema,
    hour: ChartPillarSchema.nullable(),
  }),
  warnings: z.array(z.object({ code: z.string(), severity: z.enum(["warning", "info"]), text: z.string() })),
  utc: Instant,
  /** "+03:00". */
  /** "+03:00", or "+04:37:11" when the zone kept local mean time. */
  utcOffset: z.string().regex(/^[+-]\d{2}:[0-5]\d(:[0-5]\d)?$/),
  tz: z.string(),
  clockTime: Wall,
  localMeanTime: Wall,
  apparentSolarTime: Wall,
  equationOfTimeMinutes: z.number(),
  dayMaster: DayMasterSchema,
  elements: z.object({
    visible: z.record(Element, z.number()),
    withHidden: z.record(Element, z.number()),
  }),
  luck: z
    .object({
      direction: z.enum(["forward", "backward"]),
      startAge: z.object({
        years: z.number(),
        months: z.number(),
        days: z.number(),
        decimalYears: z.number(),
      }),
      startsAt: Instant,
      approximate: z.boolean(),
      pillars: z.array(
        TermSchema.extend({
          number: z.number().int(),
          index: z.number().int(),
          startsAt: Instant,
          startAge: z.number(),
          tenGod: TenGod,
          stage: Stage,
          interactions: z.array(InteractionSchema),
        }),
      ),
    })
    .nullable(),
  luckNote: z.string().nullable(),
  annual: z.array(
    TermSchema.extend({
      year: z.number().int(),
      index: z.number().int(),
      startsAt: Instant,
      tenGod: TenGod,
      age: z.number().nullable(),
      interactions: z.array(InteractionSchema),
    }),
  ),
  /** Decades, years and months judged against the chart (forecast-schema.ts). */
  forecast: ForecastSchema,
  stars: z.array(
    TermSchema.extend({
      key: z.string(),
      basis: z.string(),
      branches: z.array(z.string()),
      inPillars: z.array(z.string()),
    }),
  ),
  interactions: z.array(InteractionSchema),
  void: z.object({
    day: z.object({ branches: z.array(z.string()), pillars: z.array(Position) }),
    year: z.object({ branches: z.array(z.string()), pillars: z.array(Position) }),
  }),
  /** 胎元. */
  conception: SexagenarySchema,
  /** 命宫; null when the birth hour is unknown. */
  lifePalace: SexagenarySchema.extend({ method: z.literal("sanMingTongHui") }).nullable(),
  hourUnknown: HourUnknownSchema.nullable(),
  /** The instants near the birth where a pillar changes, and the chart on their other side (birth-time-schema.ts). */
  sensitivity: BirthTimeSensitivitySchema,
});
export type ChartJson = z.infer<typeof ChartSchema>;

/** A chart in a compatibility: its pillars, day master with verdict and favourable elements, balance. */
const CompatibilityChartSchema = z.object({
  input: ChartSchema.shape.input,
  pillars: z.object({
    year: SexagenarySchema,
    month: SexagenarySchema,
    day: SexagenarySchema,
    hour: SexagenarySchema.nullable(),
  }),
  dayMaster: StemSchema.extend({
    strength: Keyed,
    favourable: z.array(Element),
    unfavourable: z.array(Element),
  }),
  elements: z.record(Element, z.number()),
});
/** What one chart receives from the other (compatibility.ts ElementExchange). */
const ExchangeSchema = z.object({
  favourableShare: z.number().min(0).max(1),
  unfavourableShare: z.number().min(0).max(1),
  otherDayMaster: Keyed,
  supplied: z.array(Element),
});
const StarCheckSchema = z.object({
  star: z.enum(["spouse", "child"]),
  element: Element,
  present: z.boolean(),
});

/** Two charts' compatibility (compatibility.ts; docs/bazi-compatibility.md): the first chart is the asker's. */
export const CompatibilitySchema = z.object({
  method: z.literal("ziPingHeHun"),
  kind: z.enum(["partner", "child", "business"]),
  verdict: z.enum(["harmonious", "mixed", "challenging"]),
  /** The sum of the points. */
  score: z.number().int(),
  /** Every point with its reason: the trace of the verdict. */
  points: z.array(
    z.object({
      reason: z.enum([
        "dayStemsCombine",
        "dayStemsClash",
        "dayBranches",
        "yearBranches",
        "favourableShare",
        "unfavourableShare",
        "dayMasterRole",
        "star",
      ]),
      side: z.enum(["first", "second", "both"]),
      points: z.number().int(),
      kind: InteractionSchema.shape.kind.optional(),
    }),
  ),
  charts: z.object({ first: CompatibilityChartSchema, second: CompatibilityChartSchema }),
  dayMasters: z.object({
    first: StemSchema,
    second: StemSchema,
    relation: z.enum(["same", "firstProduces", "secondProduces", "firstControls", "secondControls"]),
    secondForFirst: TenGod,
    firstForSecond: TenGod,
    combine: z.boolean(),
    clash: z.boolean(),
  }),
  /** Relations between a pillar of the first chart (`pillars[0]`) and one of the second (`pillars[1]`). */
  interactions: z.array(InteractionSchema.extend({ key: z.boolean() })),
  elements: z.object({ first: ExchangeSchema, second: ExchangeSchema }),
  stars: z.object({ first: StarCheckSchema.nullable(), second: StarCheckSchema.nullable() }).nullable(),
  /** The pair over the next ten years (compatibility-time-schema.ts). */
  time: CompatibilityTimeSchema,
});
export type CompatibilityJson = z.infer<typeof CompatibilitySchema>;
