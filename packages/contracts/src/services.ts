/**
 * What the web app's loaders may call on the server, in-process. The server puts an implementation into the
 * React Router context of each request under the web app's `servicesContext` (apps/web/app/lib/context.ts); the web
 * app never imports server code.
 */
import type {
  ChartJson,
  CompatibilityJson,
  DayJson,
  PredictJson,
  SelectJson,
  YearEventsJson,
} from "@bazi/almanac";
import type { ChartView, SavedLocation, UserView } from "./accounts.ts";
import type { CompareKind } from "./bazi.ts";
import type { CityHit, Lang } from "./calendar.ts";
import type { ArticleListItem, ArticleView, FaqView, PageView, SectionView } from "./content.ts";
import type { ErrorCode, FieldError } from "./errors.ts";
import type { MessengerState, ReminderChannel } from "./messenger.ts";
import type { KassaState, PaymentView, ProductView, Seller } from "./payments.ts";

export interface PlaceRef {
  lat: number;
  lng: number;
  tz: string;
  name: string;
}

/** One day of a month grid. `rating` is null for dates beyond the public window (`locked`). */
export interface MonthDayInfo {
  /** "YYYY-MM-DD". */
  date: string;
  day: number;
  /** 0 = Sunday. */
  weekday: number;
  /** The day pillar in characters ("甲子"). */
  pillar: string;
  /** The general day rating −3…+3 (in a Personal Calendar, the chart's), or null when locked. */
  rating: number | null;
  /** In a Personal Calendar, the general rating where the chart's differs from it (absent where it does not). */
  general?: number;
  /** The lunar day shown for the date at the place. */
  lunarDay: number;
  phase: "waxing" | "waning";
  phaseDay: number;
  /** 0…1. */
  illumination: number;
  /** Beyond the public window (30 days ahead of today in the place's zone): general data needs a Personal Calendar. */
  locked: boolean;
  /** The day officer 建除十二神: 0 (建) … 11 (闭), named. */
  officer: IndexedName;
  /** The day's path spirit 0 (青龙) … 11 (勾陈), named, and the path it puts the day on: Yellow 黄道 or Black 黑道. */
  spirit: IndexedName;
  path: "yellow" | "black";
  /** What the date carries: a solar term, a new or full moon, the first day of a Chinese month, a festival. */
  marks: DayMark[];
}

/** A name of the engine's tables in both languages, with its index in the table. */
export interface IndexedName {
  index: number;
  zh: string;
  ru: string;
  en: string;
}

/** An event of the almanac's year on a date, named in both languages (the month grid and the year view mark it). */
export interface DayMark {
  kind: "term" | "newMoon" | "fullMoon" | "lunarMonth" | "festival";
  /** A stable id within its kind (a term's pinyin, a festival's key, "m10" for a month …). */
  key: string;
  zh: string;
  ru: string;
  en: string;
  /** What fits a calendar's cell («10-й месяц» for «Начинается 10-й месяц»); the name itself for most marks. */
  short: { ru: string; en: string };
}

export interface MonthInfo {
  year: number;
  month: number;
  /** Today in the place's zone and the last date of the public window, "YYYY-MM-DD". */
  today: string;
  lastPublic: string;
  days: MonthDayInfo[];
}

/** A year as a heat map: the general rating of each day (null when locked). */
export interface YearInfo {
  year: number;
  today: string;
  lastPublic: string;
  months: {
    month: number;
    days: {
      date: string;
      day: number;
      weekday: number;
      rating: number | null;
      locked: boolean;
      /** Solar terms and festivals only (moon phases and month starts would crowd a small month). */
      marks: DayMark[];
    }[];
  }[];
}

/** The Bazi calculator's form as the engine takes it. */
export interface BaziInput {
  /** "YYYY-MM-DD". */
  date: string;
  /** "HH:MM", or null when the hour is unknown. */
  time: string | null;
  lat: number;
  lng: number;
  /** IANA zone; from the coordinates when absent. */
  tz?: string;
  gender?: "male" | "female" | null;
  zi?: "dayChangesAt23" | "lateZiSameDay";
  timeBasis?: "apparentSolar" | "clock";
}

export interface PredictOptions {
  themes: { id: string; name: string }[];
  tags: { key: string; zh: string; name: string; theme: string }[];
}

/** The signed-in person behind a page request, loaded by the server before rendering (null for visitors). */
export interface Viewer {
  user: UserView;
  location: SavedLocation | null;
  /** The hours the user keeps, for their reminders' best hours (07:00–22:00 unless set); null: every hour. */
  hoursWindow: { from: string; to: string } | null;
  charts: ChartView[];
  /** The selected chart's uuid (the header's dropdown), or null. */
  active: string | null;
}

/**
 * What the server knows about a page request's session, set in the React Router context (`sessionContext`)
 * before loaders and actions run. Pass it back to `services.accounts` calls unchanged.
 */
export interface SessionInfo {
  viewer: Viewer | null;
  /** Opaque to the web app: the live session behind the viewer. */
  principal: { userId: string; sessionId: string } | null;
  /** The client's address (per-IP limits) and whether it came over https (cookie flags). */
  ip: string;
  https: boolean;
  /**
   * The origin the request came to (scheme://host[:port], a validated Host header), or absent. The server builds
   * links for this request with it (a payment's return address) only when no site URL is configured.
   */
  origin?: string;
}

/**
 * The answer of an account action for a page's action: the value and the cookies to set (sign-in sets the
 * session cookie, sign-out clears it), or the problem (the message of docs/product.md §8 as `title`, field errors, and
 * `retryAfter` seconds for 429s), in the request's language.
 */
export type Outcome<T> =
  | { ok: true; value: T; cookies: string[] }
  | {
      ok: false;
      status: number;
      code: ErrorCode;
      title: string;
      errors: FieldError[];
      retryAfter: number | null;
    };

/** The selected chart's Personal Calendar while it is paid for: what the personal layer of the calendar needs. */
export interface PersonalRef {
  chartId: string;
  /** The chart's name (fio). */
  name: string;
  /** Paid-until date, "YYYY-MM-DD". */
  paidUntil: string;
  /** The natal year and day pillars (sexagenary indices 0–59). */
  natal: { yearPillar: number; dayPillar: number };
}

/** The personal chart payload of the public calendar API's day calls (docs/product.md §3), as BirthSchema parses it. */
export interface PersonalPayload {
  state?: boolean | undefined;
  birth?:
    | {
        year: number;
        month: number;
        day: number;
        hour?: number | undefined;
        minute?: number | undefined;
        lat: number;
        lng: number;
      }
    | undefined;
}

/** What a call of the public calendar API may have: every date (`open`), and the personal layer of a chart. */
export type ApiAccess =
  | { open: boolean; personal: PersonalRef | null; refused?: undefined }
  /** The payload asked for a personal layer the user has not paid for: which field asked. */
  | { open: boolean; personal: null; refused: "state" | "birth" };

export interface Services {
  /**
   * Accounts and charts for page actions (the same services as the JSON API under /api; input is the raw form,
   * validated here). Every call that needs a signed-in user answers 401 UNAUTHORIZED for visitors.
   */
  accounts: {
    signIn(session: SessionInfo, input: unknown, lang: Lang): Promise<Outcome<{ user: UserView }>>;
    signUp(session: SessionInfo, input: unknown, lang: Lang): Promise<Outcome<{ user: UserView }>>;
    signOut(session: SessionInfo, lang: Lang): Promise<Outcome<null>>;
    recoveryCode(session: SessionInfo, input: unknown, lang: Lang): Promise<Outcome<{ message: string }>>;
    recoveryCheck(session: SessionInfo, input: unknown, lang: Lang): Promise<Outcome<{ message: string }>>;
    recoveryPassword(session: SessionInfo, input: unknown, lang: Lang): Promise<Outcome<{ message: string }>>;
    changePassword(session: SessionInfo, input: unknown, lang: Lang): Promise<Outcome<{ message: string }>>;
    saveLocation(
      session: SessionInfo,
      input: unknown,
      lang: Lang,
    ): Promise<Outcome<{ location: SavedLocation }>>;
    /** The hours the user keeps (HoursWindowBodySchema): the window now in force, null for every hour. */
    saveHours(
      session: SessionInfo,
      input: unknown,
      lang: Lang,
    ): Promise<Outcome<{ hoursWindow: { from: string; to: string } | null; message: string }>>;
    deleteAccount(session: SessionInfo, input: unknown, lang: Lang): Promise<Outcome<{ message: string }>>;
    createChart(
      session: SessionInfo,
      input: unknown,
      lang: Lang,
    ): Promise<Outcome<{ chart: ChartView; message: string }>>;
    /** Select (`activate` in docs/product.md §7) or unselect a chart. */
    selectChart(
      session: SessionInfo,
      input: unknown,
      lang: Lang,
    ): Promise<Outcome<{ active: string | null }>>;
    unselectChart(
      session: SessionInfo,
      input: unknown,
      lang: Lang,
    ): Promise<Outcome<{ active: string | null }>>;
    deleteChart(
      session: SessionInfo,
      input: unknown,
      lang: Lang,
    ): Promise<Outcome<{ active: string | null }>>;
    /** One of the viewer's charts; NOT_FOUND for another user's uuid. */
    chart(session: SessionInfo, uuid: string, lang: Lang): Promise<Outcome<{ chart: ChartView }>>;
  };
  calendar: {
    /**
     * The viewer's Personal Calendar: their selected chart when its paid-until date is in the future, else null.
     * Pass it to day/month/year and predict.month to get the personal layer and every date opened.
     */
    personal(session: SessionInfo): PersonalRef | null;
    /** Today's civil date in a zone, from the server's clock. */
    today(tz: string): { year: number; month: number; day: number };
    /**
     * The whole day at a place (general data). It does not apply the 30-day rule: callers check the date
     * against `lastPublic` and must not show the general tags and ratings of later dates.
     */
    day(input: {
      year: number;
      month: number;
      day: number;
      place: PlaceRef;
      lang: Lang;
      personal?: PersonalRef | null;
    }): DayJson;
    /** The last date whose general data is public in this zone (today + 30 days), "YYYY-MM-DD". */
    lastPublic(tz: string): string;
    /** Every day of a month at a place for the month grid (ratings hidden beyond the public window). */
    month(input: { year: number; month: number; place: PlaceRef; personal?: PersonalRef | null }): MonthInfo;
    /** Every day's general rating of a year for the heat map (hidden beyond the public window). */
    year(input: { year: number; place: PlaceRef; personal?: PersonalRef | null }): YearInfo;
    /**
     * The year's almanac events at a place: solar terms and moon phases on their local dates with their local
     * times, the Chinese months' first days and the festivals on China's dates (the same everywhere). Public for
     * every year 1900–2100 (no ratings in it).
     */
    events(input: { year: number; place: PlaceRef; lang: Lang }): YearEventsJson;
  };
  location: {
    /** The place shown to visitors who have not chosen one (Moscow). */
    defaultPlace(lang: Lang): PlaceRef;
    search(query: string, lang: Lang): Promise<CityHit[]>;
    /** A gazetteer city as a place (e.g. the city a visitor chose, kept in a cookie); null when unknown. */
    place(cityId: number, lang: Lang): Promise<PlaceRef | null>;
  };
  bazi: {
    /**
     * A Bazi chart with its details for a visitor's form. Bad input comes back as field errors (in `lang`, naming
     * the form's fields: date, time, lat, lng, tz, gender, zi, timeBasis), never as an exception.
     */
    chart(input: BaziInput, lang: Lang): { ok: true; chart: ChartJson } | { ok: false; errors: FieldError[] };
    /**
     * The compatibility of two births (the first is the asker's; for `child`, the parent's). Field errors name
     * the side and the field ("first.date", "second.tz").
     */
    compare(
      first: BaziInput,
      second: BaziInput,
      kind: CompareKind,
      lang: Lang,
    ): { ok: true; compatibility: CompatibilityJson } | { ok: false; errors: FieldError[] };
    /**
     * The chart and its reading e-mailed to the address the visitor gave, at their request (the address is kept
     * nowhere). RATE_LIMITED with `retryAfter` when this client or this recipient has had enough for now.
     */
    sendChart(
      session: SessionInfo,
      input: { to: string; chart: ChartJson; name: string; link: string; today: string },
      lang: Lang,
    ): Promise<Outcome<void>>;
  };
  predict: {
    /** Themes and tags (activities) to choose from. */
    options(lang: Lang): PredictOptions;
    /**
     * The rated days of a month for a theme or a tag, limited to the public window (`lockedFrom` is the first
     * date that needs a Personal Calendar); `locked` when the whole month is beyond it; field errors for bad input.
     */
    month(
      input: {
        theme?: string;
        tag?: string;
        year: number;
        month: number;
        place: PlaceRef;
        best?: number;
        personal?: PersonalRef | null;
      },
      lang: Lang,
    ):
      | { ok: true; result: PredictJson & { lockedFrom: string | null } }
      | { ok: false; locked: true }
      | { ok: false; locked: false; errors: FieldError[] };
    /**
     * Date selection 择日 for an event and up to five people (raw SelectBody input, validated here): saved charts
     * count only when they are the session viewer's own; dates beyond the public window need a paid chart among
     * the people (`locked`, with the last public date); field errors for bad input.
     */
    select(
      session: SessionInfo,
      input: unknown,
      place: PlaceRef,
      lang: Lang,
    ):
      | { ok: true; result: SelectJson }
      | { ok: false; locked: true; lastPublic: string }
      | { ok: false; locked: false; errors: FieldError[] };
  };
  /**
   * Paying for a chart's Personal Calendar (or the app's Premium: scope "mobile", Russian only, charts flagged
   * isMobile). Raw form input, validated here; every call but `products` and `provider` needs a signed-in user.
   */
  payments: {
    /** Who takes this locale's currency (the sandbox moves no money), or null: payment is unavailable. */
    provider(lang: Lang): "yookassa" | "stripe" | "sandbox" | null;
    /** The tariffs on sale in the locale's currency (RUB for ru, USD for en). */
    products(lang: Lang, scope?: "site" | "mobile"): Promise<ProductView[]>;
    /** Starts paying (uuid, product, confirm, consent): the URL of the provider's page where the payer confirms. */
    checkout(
      session: SessionInfo,
      input: unknown,
      lang: Lang,
      scope?: "site" | "mobile",
    ): Promise<Outcome<{ orderId: string; confirmationUrl: string }>>;
    /** The return page's state (uuid, order): reads only, and selects the chart once it is paid. */
    returned(session: SessionInfo, input: unknown, lang: Lang): Promise<Outcome<KassaState>>;
    history(session: SessionInfo, lang: Lang): Promise<Outcome<{ payments: PaymentView[] }>>;
    /** Turns autopay of a chart off (uuid): 'Autopay disabled'. */
    autopayOff(session: SessionInfo, input: unknown, lang: Lang): Promise<Outcome<{ message: string }>>;
    /**
     * Turns autopay of a chart back on for its running paid period (uuid, confirm, consent): 'Autopay is on again';
     * AUTOPAY_UNAVAILABLE when the saved method is gone or the period has ended.
     */
    autopayOn(
      session: SessionInfo,
      input: unknown,
      lang: Lang,
    ): Promise<Outcome<{ message: string; paidUntil: string }>>;
  };
  /** Telegram reminders and the calendar feed (the client area's Profile tab and chart cards, the disable page). */
  reminders: {
    /**
     * The reminder channels this instance delivers in `lang`, in the order of REMINDER_CHANNELS: what the Personal
     * Calendar's page may promise. Telegram when a bot is configured (the Russian site only, as the Profile tab
     * offers it); the e-mail digest when mail goes out by SMTP; Web Push when notifications go to the browsers'
     * push services. The dev outboxes deliver nothing, so they do not count.
     */
    channels(lang: Lang): ReminderChannel[];
    /** The bot (or that there is none) and the viewer's settings. */
    state(session: SessionInfo, lang: Lang): Promise<Outcome<MessengerState>>;
    /** A fresh one-time link t.me/<bot>?start=<token> (valid one hour). */
    connect(session: SessionInfo, lang: Lang): Promise<Outcome<{ url: string; bot: string }>>;
    /** Saves active, timeReminder, chart: 'Settings saved'. */
    save(
      session: SessionInfo,
      input: unknown,
      lang: Lang,
    ): Promise<Outcome<{ message: string; state: MessengerState }>>;
    /** The disable link's POST: reminders of its chart off; a bad token changes nothing (same answer). */
    disable(token: string): Promise<void>;
    /** Creates or rotates a paid chart's calendar-feed address (uuid): the new URL, shown once. */
    feed(session: SessionInfo, input: unknown, lang: Lang): Promise<Outcome<{ url: string }>>;
  };
  /** Articles, sections, the FAQ and the informational pages (content/<lang>/), and the ask-a-question form. */
  content: {
    articles(
      lang: Lang,
      page: number,
      limit: number,
    ): Promise<{ articles: ArticleListItem[]; total: number }>;
    /** Null when there is no such article in this language. */
    article(lang: Lang, id: string): Promise<ArticleView | null>;
    sections(lang: Lang): Promise<SectionView[]>;
    section(lang: Lang, id: string): Promise<{ section: SectionView; articles: ArticleListItem[] } | null>;
    faq(lang: Lang): Promise<{ sections: SectionView[]; faqs: FaqView[] }>;
    /** An informational or legal page (content/<lang>/pages/); null for a slug that is not one. */
    page(lang: Lang, slug: string): Promise<PageView | null>;
    /** The FAQ form: name, email, topic, question (raw form values) and the image's bytes, if any. */
    ask(
      session: SessionInfo,
      input: unknown,
      image: Uint8Array | null,
      lang: Lang,
    ): Promise<Outcome<{ message: string }>>;
  };
  site: {
    /** Public origins per locale, for canonical links. */
    origin(lang: Lang): string;
    /** The Yandex Metrica counter id (METRICA_ID), or null for no analytics. */
    analyticsId(): string | null;
    /** The seller's details for the offer and the payment page; null when this installation names none. */
    seller(): Seller | null;
  };
}
