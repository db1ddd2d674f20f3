/**
 * When a reminder of any channel (Telegram, the e-mail digest, Web Push) is due: at its chosen minute of the
 * user's place's day, and up to two hours after (a server that was down still sends this morning's reminder, never
 * yesterday's). Decision 010 set the window, 021 the place.
 */
import { localClock } from "./message.ts";

/** A reminder is still sent this long after its minute (a late start), never later. */
export const CATCH_UP_MS = 2 * 3600_000;

/**
 * The local date ("YYYY-MM-DD") whose reminder at `time` ("HH:MM") in zone `tz` is due at `nowMs`, or null when
 * its minute has not come yet today or passed more than CATCH_UP_MS ago.
 */
export function dueDate(nowMs: number, time: string, tz: string): string | null {
  const local = localClock(nowMs, tz);
  const [h, m] = time.split(":").map(Number) as [number, number];
  const late = (local.minute - (h * 60 + m)) * 60_000;
  return late < 0 || late > CATCH_UP_MS ? null : local.date;
}
