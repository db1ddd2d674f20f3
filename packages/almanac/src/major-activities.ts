/**
 * The eight major activities (docs/domain.md §8): the affairs people most often choose a day for, one per event
 * of a date selection (docs/domain.md §12), each with the key activities of the almanac's 宜/忌 that stand for it.
 * A day that lists most of them to avoid is no good day in general, whatever its stars (the general day's
 * rating: `cap.majorActivitiesAvoided`). The list is the events' own key activities, so that the ratings and the
 * selection read the same one.
 */
import { activityByKey } from "./names/activities.ts";
import { EVENTS, type EventId } from "./names/events.ts";

export interface MajorActivity {
  /** The event of a date selection it is (names/events.ts). */
  readonly event: EventId;
  /** Its key activities, as keys of names/activities.ts. */
  readonly keys: readonly string[];
  /** The same activities as indices into ACTIVITIES (for comparing with yi/ji results). */
  readonly activities: readonly number[];
}

const major = (event: EventId, keys: readonly string[]): MajorActivity =>
  Object.freeze({
    event,
    keys: Object.freeze([...keys]),
    activities: Object.freeze(keys.map((k) => activityByKey(k).index)),
  });

/** The eight, the key activities of each event of date selection (names/events.ts, one list for both). */
export const MAJOR_ACTIVITIES: readonly MajorActivity[] = Object.freeze(
  EVENTS.map((e) => major(e.id, e.key)),
);

/**
 * How many of the eight the day lists to avoid: a major activity is to avoid when one of its key activities is
 * in 忌 and none is in 宜.
 */
export function majorActivitiesAvoided(yi: readonly number[], ji: readonly number[]): number {
  let n = 0;
  for (const m of MAJOR_ACTIVITIES) {
    if (m.activities.some((a) => ji.includes(a)) && !m.activities.some((a) => yi.includes(a))) n++;
  }
  return n;
}
