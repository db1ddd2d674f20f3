/** The JSON schema of a date selection 择日 (`bazi select --json`, the API's POST /calendar/select). */
import { z } from "zod";
import { DateText, Instant, MethodSchema, ReasonSchema, TermSchema } from "./schema.ts";

const SelectReasons = z.array(ReasonSchema);
/** Date selection 择日: the ranked days (`bazi select --json`, the API's selection). */
export const SelectSchema = z.object({
  event: z.object({ id: z.string(), zh: z.string(), name: z.string() }),
  method: MethodSchema,
  from: DateText,
  to: DateText,
  tz: z.string(),
  people: z.number().int().min(0).max(5),
  /** The event's named rules: "exclude" leaves the days it names out, "prefer" adds to their score. */
  rules: z.array(
    z.object({
      id: z.string(),
      zh: z.string(),
      name: z.string(),
      kind: z.enum(["exclude", "prefer"]),
      source: z.string(),
      active: z.boolean(),
    }),
  ),
  /** The window of the day the best hours were taken from ("07:00"–"22:00" by default); null: every hour. */
  hoursWindow: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** The sitting mountain 坐山 (of 24) and its branch, when given: the days and hours clashing it were left out. */
  mountain: z.object({ zh: z.string(), branch: z.number().int().min(0).max(11) }).nullable(),
  considered: z.number().int(),
  excluded: z.number().int(),
  /**
   * Why days were left out, most days first: each hard rule (a participant's clash per participant) with the days
   * it left out and, of those, the days it alone left out; a skippable rule's (`rule`) come back when it is skipped.
   */
  leftOut: z.array(
    z.object({
      factor: z.string(),
      rule: z.string().nullable(),
      text: z.string(),
      days: z.number().int().min(1),
      alone: z.number().int().min(0),
    }),
  ),
  /** Days no rule left out whose score did not rise above 0: they are not proposed. */
  unscored: z.number().int().min(0),
  days: z.array(
    z.object({
      date: DateText,
      score: z.number(),
      /** The almanac lists a key activity of the event as suitable (宜) that day: such days come first. */
      recommended: z.boolean(),
      reasons: SelectReasons,
      hours: z.array(
        z.object({
          branch: TermSchema.extend({ index: z.number().int().min(0).max(11) }),
          from: z.string().regex(/^\d{2}:\d{2}$/),
          to: z.string().regex(/^\d{2}:\d{2}$/),
          startsAt: Instant,
          endsAt: Instant,
          score: z.number(),
          reasons: SelectReasons,
        }),
      ),
    }),
  ),
  explained: z
    .object({
      date: DateText,
      excluded: z.boolean(),
      exclusions: SelectReasons,
      score: z.number(),
      reasons: SelectReasons,
      rank: z.number().int().min(1).nullable(),
    })
    .optional(),
});
export type SelectJson = z.infer<typeof SelectSchema>;
