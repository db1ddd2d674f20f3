/**
 * The viewer's Personal Calendar: the selected chart while its paid-until instant is in the future (the viewer is
 * loaded per request with the server's clock), as the natal basis the personal layer of the calendar needs. The
 * basis is computed once per chart and birth data.
 *
 * For the public calendar API (`apiAccess`): a signed-in user with any paid chart may ask for dates beyond the
 * public window; the personal payload of docs/product.md §3 (`state`, `birth`) is honoured only for one of the user's
 * paid charts: `birth` must be that chart's birth date, time (when the chart has one) and place (within 0.005°), and
 * `state: true` alone means the selected chart. The personal layer always comes from the stored chart, never from the
 * payload, so the API cannot be used to get a Personal Calendar for a birth that nobody paid for.
 */
import { BoundedCache, natalOf } from "@bazi/almanac";
import {
  type ApiAccess,
  type ChartView,
  hasPaidCalendar,
  type PersonalPayload,
  type PersonalRef,
  type Viewer,
} from "@bazi/contracts";

/** Coordinates agree within half a hundredth of a degree (the payload may give them rounded to 0.01°). */
const near = (a: number, b: number) => Math.abs(a - b) < 0.0051;

/** Whether a payload's birth is this chart's. */
function isChartsBirth(c: ChartView, b: NonNullable<PersonalPayload["birth"]>): boolean {
  const [y, m, d] = c.birthday.split("-").map(Number);
  if (y !== b.year || m !== b.month || d !== b.day) return false;
  if (!near(c.latitude, b.lat) || !near(c.longitude, b.lng)) return false;
  if (c.birthdayTime === null) return b.hour === undefined;
  const [hh, mm] = c.birthdayTime.split(":").map(Number);
  return b.hour === hh && (b.minute ?? 0) === mm;
}

/** Whether a payload asks for the personal layer (`state: false` asks for general data, whatever the birth). */
export const wantsPersonal = (payload: PersonalPayload): boolean =>
  payload.state === true || (payload.state === undefined && payload.birth !== undefined);

export function createPersonalCalendar() {
  // a natal basis is two numbers; its key (uuid, birth data, options) weighs the most
  const natals = new BoundedCache<string, PersonalRef["natal"]>({
    maxBytes: 2 * 1024 * 1024,
    weigh: (_, key) => 64 + 16 + 2 * key.length,
  });

  function natal(c: ChartView): PersonalRef["natal"] {
    const key = [
      c.uuid,
      c.birthday,
      c.birthdayTime,
      c.latitude,
      c.longitude,
      c.timeZone,
      c.zi,
      c.timeBasis,
    ].join("|");
    let n = natals.get(key);
    if (!n) {
      n = natalOf({
        date: c.birthday,
        time: c.birthdayTime,
        place: { lat: c.latitude, lng: c.longitude, tz: c.timeZone },
        gender: c.gender,
        options: { zi: c.zi, timeBasis: c.timeBasis },
      });
      natals.set(key, n);
    }
    return n;
  }

  // `active` (paid-until in the future) was computed by the server's clock when the viewer was loaded
  const ref = (c: ChartView): PersonalRef => ({
    chartId: c.uuid,
    name: c.fio,
    paidUntil: c.disableDate!,
    natal: natal(c),
  });

  return {
    /** The natal basis of a chart (cached). */
    natal,

    of(viewer: Viewer | null): PersonalRef | null {
      if (!viewer?.active) return null;
      const chart = viewer.charts.find((c) => c.uuid === viewer.active);
      return chart && hasPaidCalendar(chart) ? ref(chart) : null;
    },

    /** What a call of the public calendar API may have (file header); `viewer` null for a visitor. */
    apiAccess(viewer: Pick<Viewer, "charts" | "active"> | null, payload: PersonalPayload): ApiAccess {
      const paid = viewer?.charts.filter(hasPaidCalendar) ?? [];
      const open = paid.length > 0;
      if (!wantsPersonal(payload)) return { open, personal: null };
      const { birth } = payload;
      if (birth !== undefined) {
        const matching = paid.filter((c) => isChartsBirth(c, birth));
        const chart = matching.find((c) => c.uuid === viewer?.active) ?? matching[0];
        return chart ? { open, personal: ref(chart) } : { open, personal: null, refused: "birth" };
      }
      const selected = paid.find((c) => c.uuid === viewer?.active);
      return selected ? { open, personal: ref(selected) } : { open, personal: null, refused: "state" };
    },
  };
}

export type PersonalCalendar = ReturnType<typeof createPersonalCalendar>;
