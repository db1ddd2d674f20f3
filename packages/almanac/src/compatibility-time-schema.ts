/**
 * The JSON of a compatibility over time (src/compatibility-time.ts, src/compatibility-json.ts), the `time` field of
 * the compatibility (schema.ts CompatibilitySchema): the pair's ten years from `asOf`, each with both people's own
 * year verdicts, the pair verdict and its reasons, and the best and the hardest years.
 * Self-contained (zod only): schema.ts imports it.
 */
import { z } from "zod";

const Instant = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

const PairPersonYearSchema = z.object({
  /** The person's own year verdict and score (their chart's forecast). */
  verdict: z.object({ key: z.enum(["favourable", "mixed", "difficult"]), zh: z.string(), name: z.string() }),
  score: z.number(),
  /** The year brings this person's useful element 用神. */
  useful: z.boolean(),
  /** The year's branch clashes this person's day branch (the spouse palace). */
  clashesDay: z.boolean(),
});

export const PairYearSchema = z.object({
  /** Gregorian year of its Lichun. */
  year: z.number().int(),
  /** The year's pillar, e.g. 丙午. */
  zh: z.string(),
  verdict: z.object({ key: z.enum(["good", "mixed", "hard"]), zh: z.string(), name: z.string() }),
  /** The sum of the reasons' effects. */
  score: z.number().int(),
  people: z.tuple([PairPersonYearSchema, PairPersonYearSchema]),
  reasons: z.array(
    z.object({
      factor: z.enum(["person.verdict", "year.useful", "clash.day", "decade.useful"]),
      /** Whom it is about (decade.useful: whose 用神 the other's decade brings). */
      side: z.enum(["first", "second"]),
      effect: z.number().int(),
      text: z.string(),
    }),
  ),
});

export const CompatibilityTimeSchema = z.object({
  /** The instant the ten years are counted from (its Bazi year is the first). */
  asOf: Instant,
  years: z.array(PairYearSchema).length(10),
  /** The good years with the highest scores (at most three), in time order. */
  best: z.array(z.number().int()),
  /** The hard years with the lowest scores (at most three), in time order. */
  hardest: z.array(z.number().int()),
  /** The ten years in one sentence. */
  summary: z.string(),
});
export type CompatibilityTimeJson = z.infer<typeof CompatibilityTimeSchema>;
