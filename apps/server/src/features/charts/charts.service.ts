/**
 * Charts (docs/product.md §3, §4): a signed-in user's Bazi charts, the selected one (the header's dropdown), and the
 * rules of the chart cards: a chart whose Personal Calendar is paid (paid-until in the future) or that belongs
 * to the mobile app cannot be deleted; deleting the selected chart clears the selection. Every call is scoped to
 * the owner; another user's uuid is "not found" (404), never "forbidden", so uuids reveal nothing.
 */
import { randomUUID } from "node:crypto";
import { baziInputOfChart, type ChartCreate, type ChartView, hasPaidCalendar } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { AppError } from "../../errors.ts";
import type { Clock } from "../../providers/clock.ts";
import type { BaziService } from "../bazi/bazi.service.ts";
import type { ChartRow, ChartsRepo } from "./charts.repo.ts";

export const MAX_CHARTS = 50;

export function chartView(row: ChartRow, selected: string | null, nowMs: number): ChartView {
  return {
    uuid: row.id,
    fio: row.fio,
    gender: row.gender as ChartView["gender"],
    birthday: row.birthday,
    birthdayTime: row.birthdayTime,
    hourKnown: row.birthdayTime !== null,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.timeZone,
    email: row.email,
    zi: row.ziRule as ChartView["zi"],
    timeBasis: row.timeBasis as ChartView["timeBasis"],
    active: row.paidUntil !== null && row.paidUntil.getTime() > nowMs,
    disableDate: row.paidUntil ? row.paidUntil.toISOString().slice(0, 10) : null,
    isDefault: row.id === selected,
    isTariffArchived: row.isTariffArchived,
    isMobile: row.isMobile,
    isBindingCustomer: row.binding,
    autopayResumable: (row.offKinds ?? "").split(",").some((k) => {
      const until = k === "mobile" ? row.mobilePaidUntil : k ? row.paidUntil : null;
      return until !== null && until.getTime() > nowMs;
    }),
    mobileDisableDate:
      row.mobilePaidUntil && row.mobilePaidUntil.getTime() > nowMs
        ? row.mobilePaidUntil.toISOString().slice(0, 10)
        : null,
  };
}

export function createChartsService(deps: { repo: ChartsRepo; clock: Clock; bazi: BaziService }) {
  const { repo, clock } = deps;

  async function owned(userId: string, id: string): Promise<ChartRow> {
    const row = await repo.byId(userId, id);
    if (!row) throw new AppError("NOT_FOUND");
    return row;
  }

  return {
    /** The zone and paid-until of each chart that exists, by id (the reminders job, for every user). */
    async times(ids: string[]): Promise<Map<string, { timeZone: string; paidUntil: Date | null }>> {
      const rows = await repo.times(ids);
      return new Map(rows.map((r) => [r.id, { timeZone: r.timeZone, paidUntil: r.paidUntil }]));
    },

    /** The user's charts as stored, for the data download. */
    exportOf: async (userId: string) => ({ charts: await repo.export(userId) }),

    async list(userId: string): Promise<{ list: ChartView[]; active: string | null }> {
      const [rows, selected] = await Promise.all([repo.list(userId), repo.selected(userId)]);
      const t = clock.now();
      return { list: rows.map((r) => chartView(r, selected, t)), active: selected };
    },

    async get(userId: string, id: string): Promise<ChartView> {
      const [row, selected] = await Promise.all([owned(userId, id), repo.selected(userId)]);
      return chartView(row, selected, clock.now());
    },

    /**
     * The chart's forecast, as of now: its decades and years for everyone; its months while its Personal
     * Calendar is paid (docs/bazi-forecast.md).
     */
    async forecast(userId: string, id: string, lang: Lang) {
      const [row, selected] = await Promise.all([owned(userId, id), repo.selected(userId)]);
      const view = chartView(row, selected, clock.now());
      const r = deps.bazi.chart(baziInputOfChart(view), lang);
      // a saved chart was accepted by the engine when it was saved: failing now is a server error
      if (!r.ok) throw new Error(`saved chart ${id} no longer computes`);
      const open = hasPaidCalendar(view);
      return { forecast: open ? r.chart.forecast : { ...r.chart.forecast, months: [] }, monthsOpen: open };
    },

    /** Saves a chart the engine accepts (a date that exists, a zone, a time in it). */
    async create(userId: string, input: ChartCreate, lang: Lang): Promise<ChartView> {
      const check = deps.bazi.chart(
        {
          date: input.birthday,
          time: input.birthdayTime,
          lat: input.latitude,
          lng: input.longitude,
          tz: input.timeZone,
          gender: input.gender,
          ...(input.zi ? { zi: input.zi } : {}),
          ...(input.timeBasis ? { timeBasis: input.timeBasis } : {}),
        },
        lang,
      );
      if (!check.ok) {
        const rename: Record<string, string> = {
          date: "birthday",
          time: "birthdayTime",
          tz: "timeZone",
          lat: "latitude",
          lng: "longitude",
        };
        throw new AppError("VALIDATION_FAILED", {
          fields: check.errors.map((e) => {
            const field = rename[e.field] ?? e.field;
            return { field, message: e.message.replace(/^[\w.]+:/, `${field}:`) };
          }),
        });
      }
      if ((await repo.count(userId)) >= MAX_CHARTS) {
        throw new AppError("CHART_LIMIT", { params: { max: MAX_CHARTS } });
      }
      const row = await repo.insert({
        id: randomUUID(),
        userId,
        fio: input.fio,
        gender: input.gender,
        birthday: input.birthday,
        birthdayTime: input.birthdayTime,
        city: input.city,
        latitude: input.latitude,
        longitude: input.longitude,
        timeZone: input.timeZone,
        email: input.email,
        ziRule: input.zi ?? "dayChangesAt23",
        timeBasis: input.timeBasis ?? "clock",
        // created_at: the database's own time (the order of the list; the app's clock may be fixed)
      });
      return chartView(row, await repo.selected(userId), clock.now());
    },

    /** Selects a chart (docs/product.md §4: "activate" stores it as the selected one). */
    async select(userId: string, id: string): Promise<{ active: string }> {
      await owned(userId, id);
      await repo.select(userId, id);
      return { active: id };
    },

    async unselect(userId: string, id: string): Promise<{ active: string | null }> {
      await owned(userId, id);
      await repo.unselect(userId, id);
      return { active: await repo.selected(userId) };
    },

    async remove(userId: string, id: string): Promise<{ active: string | null }> {
      const row = await owned(userId, id);
      if (row.paidUntil !== null && row.paidUntil.getTime() > clock.now()) throw new AppError("CHART_LOCKED");
      if (row.isMobile) throw new AppError("CHART_MOBILE");
      // the selection goes with the chart (users.active_chart_id references it ON DELETE SET NULL)
      if (!(await repo.delete(userId, id))) throw new AppError("NOT_FOUND");
      return { active: await repo.selected(userId) };
    },
  };
}

export type ChartsService = ReturnType<typeof createChartsService>;
