/**
 * The viewer's Personal Calendar: the selected chart while its paid-until instant is in the future (the viewer is
 * loaded per request with the server's clock), as the natal basis the personal layer of the calendar needs. The
 * basis is computed once per chart and birth data.
 */
import { BoundedCache, natalOf } from "@bazi/almanac";
import type { ChartView, PersonalRef, Viewer } from "@bazi/contracts";

export function createPersonalCalendar() {
  const natals = new BoundedCache<string, PersonalRef["natal"]>(5000);

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

  return {
    /** The natal basis of a chart (cached). */
    natal,

    of(viewer: Viewer | null): PersonalRef | null {
      if (!viewer?.active) return null;
      const chart = viewer.charts.find((c) => c.uuid === viewer.active);
      // `active` (paid-until in the future) was computed by the server's clock when the viewer was loaded
      if (!chart?.active || !chart.disableDate) return null;
      return { chartId: chart.uuid, name: chart.fio, paidUntil: chart.disableDate, natal: natal(chart) };
    },
  };
}
