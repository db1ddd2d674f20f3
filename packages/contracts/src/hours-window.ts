/**
 * The hours people keep (the engine's hours-window.ts, docs/domain.md §12), as requests say them: `hours`
 * "HH:MM-HH:MM" (the window of the day the best hours begin in, local time), or `allHours: true` (the night's too),
 * never both; neither: the default waking hours 07:00–22:00. One declaration for every request that takes it.
 */
import { z } from "zod";

export const HoursTextSchema = z.string().regex(/^\d{2}:\d{2}[-–]\d{2}:\d{2}$/, "error.field.hours");

/** The two fields, for an object schema; `where` says whose local time ("at the event's place"). */
export function hoursWindowFields(where: string) {
  return {
    hours: HoursTextSchema.meta({
      description: `The window of the day the best hours begin in, HH:MM-HH:MM ${where} (default 07:00-22:00); not with allHours`,
    }).optional(),
    allHours: z
      .boolean()
      .meta({
        description: "true: the best hours are taken from all twelve, the night's too; not with hours",
      })
      .optional(),
  };
}

/** Either a window or all hours, as the document states (never both keys, whatever allHours says). */
export function checkHoursOrAll(v: { hours?: string; allHours?: boolean }, ctx: z.RefinementCtx): void {
  if (v.hours !== undefined && v.allHours !== undefined) {
    ctx.addIssue({ code: "custom", path: ["allHours"], message: "error.field.hoursOrAll" });
  }
}

/** The document's statement of that rule, for the schema's meta. */
export const HOURS_OR_ALL = { not: { required: ["hours", "allHours"] } };

/** POST /api/user/hours: the hours the user keeps, for the best hours their reminders name. */
export const HoursWindowBodySchema = z
  .object(hoursWindowFields("at the user's place"))
  .superRefine(checkHoursOrAll)
  .meta(HOURS_OR_ALL);
export type HoursWindowBody = z.infer<typeof HoursWindowBodySchema>;

/** A window as answers give it; null: every hour. */
export const HoursWindowSchema = z.object({ from: z.string(), to: z.string() }).nullable();
