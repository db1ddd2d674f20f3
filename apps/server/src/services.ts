/**
 * The services the web app's loaders and actions call in-process (the `Services` interface of @bazi/contracts),
 * made from the server's feature services: what a page may ask of each feature, and nothing else.
 */
import { SelectBodySchema, type Services } from "@bazi/contracts";
import type { Env } from "./env.ts";
import { AppError, validationError } from "./errors.ts";
import { createAccountsPages } from "./features/accounts/accounts.pages.ts";
import type { AccountsService } from "./features/accounts/accounts.service.ts";
import type { BaziService } from "./features/bazi/bazi.service.ts";
import type { ChartMail } from "./features/bazi/chart-mail.ts";
import type { CalendarService } from "./features/calendar/calendar.service.ts";
import type { SelectService } from "./features/calendar/select.service.ts";
import type { ChartsService } from "./features/charts/charts.service.ts";
import type { PersonalCalendar } from "./features/charts/personal-calendar.ts";
import { createContentPages } from "./features/content/content.pages.ts";
import type { ContentService } from "./features/content/content.service.ts";
import type { LocationService } from "./features/location/location.service.ts";
import { createPaymentsPages } from "./features/payments/payments.pages.ts";
import type { PaymentsService } from "./features/payments/payments.service.ts";
import { createRemindersPages } from "./features/reminders/reminders.pages.ts";
import type { RemindersService } from "./features/reminders/reminders.service.ts";
import { outcome } from "./http/outcome.ts";

export interface ServiceDeps {
  env: Env;
  accounts: AccountsService;
  charts: ChartsService;
  personalCalendar: PersonalCalendar;
  calendar: CalendarService;
  selection: SelectService;
  location: LocationService;
  bazi: BaziService;
  chartMail: ChartMail;
  payments: PaymentsService;
  reminders: RemindersService;
  /** The reminder channels this instance delivers in a language (features/reminders/channels.ts). */
  reminderChannels: Services["reminders"]["channels"];
  content: ContentService;
  siteOrigin: (lang: "ru" | "en") => string;
}

export function createServices(deps: ServiceDeps): Services {
  const { env, accounts, charts, personalCalendar, calendar, selection, location, bazi, siteOrigin } = deps;
  const { payments, reminders, content, chartMail } = deps;
  return {
    accounts: createAccountsPages(accounts, charts),
    calendar: {
      personal: (session) => personalCalendar.of(session.viewer),
      today: (tz) => calendar.today(tz),
      day: ({ year, month, day, place, lang, personal }) =>
        calendar.day({ year, month, day }, place, lang, personal?.natal),
      lastPublic: (tz) => calendar.lastPublic(tz),
      month: ({ year, month, place, personal }) => calendar.month({ year, month }, place, personal?.natal),
      year: ({ year, place, personal }) => calendar.year(year, place, personal?.natal),
      events: ({ year, place, lang }) => calendar.yearEvents(year, place, lang),
    },
    location: {
      defaultPlace: (lang) => location.defaultPlace(lang),
      search: (q, lang) => location.search(q, lang),
      place: async (cityId, lang) => {
        const c = await location.byId(cityId, lang);
        return c ? { lat: c.latitude, lng: c.longitude, tz: c.timeZone, name: c.address } : null;
      },
    },
    bazi: {
      chart: (input, lang) => bazi.chart(input, lang),
      compare: (first, second, kind, lang) => bazi.compare(first, second, kind, lang),
      sendChart: (session, input, lang) =>
        outcome(lang, async () => ({ value: await chartMail.send(input, { lang, ip: session.ip }) })),
    },
    predict: {
      options: (lang) => calendar.predictMeta(lang),
      month: (input, lang) => {
        try {
          return {
            ok: true,
            result: calendar.predictMonth(input, input.place, lang, input.personal?.natal),
          };
        } catch (e) {
          if (e instanceof AppError && e.code === "PERSONAL_CALENDAR_REQUIRED")
            return { ok: false, locked: true };
          if (e instanceof AppError && e.code === "VALIDATION_FAILED")
            return { ok: false, locked: false, errors: e.fields };
          throw e;
        }
      },
      select: (session, input, place, lang) => {
        const parsed = SelectBodySchema.safeParse(input);
        if (!parsed.success)
          return { ok: false, locked: false, errors: validationError(parsed.error.issues, lang).fields };
        try {
          const charts = session.viewer?.charts ?? null;
          return { ok: true, result: selection.select(parsed.data, place, charts, lang) };
        } catch (e) {
          if (e instanceof AppError && e.code === "PERSONAL_CALENDAR_REQUIRED")
            return { ok: false, locked: true, lastPublic: calendar.lastPublic(place.tz) };
          if (e instanceof AppError && e.code === "VALIDATION_FAILED")
            return { ok: false, locked: false, errors: e.fields };
          throw e;
        }
      },
    },
    payments: createPaymentsPages(payments),
    reminders: createRemindersPages(reminders, deps.reminderChannels),
    content: createContentPages(content),
    site: {
      origin: siteOrigin,
      analyticsId: () => env.METRICA_ID ?? null,
      seller: () =>
        env.SELLER_NAME && env.SELLER_INN && env.SELLER_OGRN && env.SELLER_ADDRESS
          ? {
              name: env.SELLER_NAME,
              inn: env.SELLER_INN,
              ogrn: env.SELLER_OGRN,
              address: env.SELLER_ADDRESS,
              email: env.SUPPORT_EMAIL,
            }
          : null,
    },
  };
}
