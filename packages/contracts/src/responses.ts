/**
 * The JSON answers of the API, one schema per answer shape. The OpenAPI document (apps/server
 * features/meta/openapi.ts) is generated from them, and the server's tests check every answer they receive
 * against that document: a route that answers outside its schema fails the suite.
 */
import { z } from "zod";
import { ChartViewSchema, SavedLocationSchema, UserViewSchema } from "./accounts.ts";
import { CityHitSchema } from "./calendar.ts";
import { ArticleListItemSchema, ArticleViewSchema, FaqViewSchema, SectionViewSchema } from "./content.ts";
import { HoursWindowSchema } from "./hours-window.ts";
import {
  EmailDigestViewSchema,
  MessengerViewSchema,
  PushSettingsViewSchema,
  ReminderPlaceSchema,
} from "./messenger.ts";
import { KassaStateSchema, PaymentViewSchema, ProductViewSchema } from "./payments.ts";

/** A confirmation in the request's language ("Settings saved", "Password changed"…). */
export const MessageAnswerSchema = z.object({ message: z.string() });

// accounts
export const SignedInAnswerSchema = z.object({
  token: z.string().describe("The session token (also set as the HttpOnly session cookie)"),
  user: UserViewSchema,
});
export const TokenValidityAnswerSchema = z.object({ valid: z.boolean() });
export const MeAnswerSchema = z.object({
  user: UserViewSchema,
  location: SavedLocationSchema.nullable(),
  hoursWindow: HoursWindowSchema.describe(
    "The hours the user keeps, for their reminders' best hours (07:00-22:00 unless set); null: every hour",
  ),
});
export const HoursSavedAnswerSchema = z.object({ hoursWindow: HoursWindowSchema, message: z.string() });
export const LocationSavedAnswerSchema = z.object({ location: SavedLocationSchema, message: z.string() });
export const PasswordChangedAnswerSchema = z.object({
  token: z.string().describe("A new session token: every other session was signed out"),
  message: z.string(),
});
const rows = z.array(z.record(z.string(), z.unknown()));
export const ExportAnswerSchema = z
  .object({
    exportedAt: z.string(),
    account: z.record(z.string(), z.unknown()),
    consents: rows,
    charts: rows,
    sessions: rows,
    recoveryCodes: rows,
    orders: rows,
    payments: rows,
    autopays: rows,
    messenger: z.record(z.string(), z.unknown()).nullable(),
    reminders: rows,
    emailDigest: z.record(z.string(), z.unknown()).nullable(),
    emailDigestDeliveries: rows,
    webPush: z.record(z.string(), z.unknown()).nullable(),
    webPushDevices: rows.describe("The browsers with notifications on: endpoints, without their keys"),
    webPushDeliveries: rows,
    questions: rows,
  })
  .describe("Everything stored about the user, without secrets (no password or code hashes)");

// charts
export const ChartListAnswerSchema = z.object({
  list: z.array(ChartViewSchema),
  active: z.string().nullable().describe("The selected chart's uuid"),
});
export const ChartAnswerSchema = z.object({ chart: ChartViewSchema });
export const ChartSavedAnswerSchema = z.object({ chart: ChartViewSchema, message: z.string() });
export const ActiveChartAnswerSchema = z.object({
  active: z.string().nullable().describe("The selected chart's uuid after the call"),
});

// payments
export const ProductsAnswerSchema = z.object({ list: z.array(ProductViewSchema) });
export const CheckoutAnswerSchema = z.object({
  orderId: z.string(),
  confirmationUrl: z.string().describe("The provider's page where the payer confirms"),
});
export const PaymentsAnswerSchema = z.object({ payments: z.array(PaymentViewSchema) });
export { KassaStateSchema };
export const NotificationAnswerSchema = z.object({
  outcome: z.string().describe("What the notification did: settled, ignored, refused (with the reason)…"),
});

// reminders
export const MessengerAnswerSchema = z.object({
  messenger: MessengerViewSchema.nullable().describe("null when Telegram is not connected"),
  available: z.boolean().describe("false: no bot is configured here"),
  bot: z.string().nullable().describe("The bot's username"),
  place: ReminderPlaceSchema.nullable().describe(
    "Where the reminder's time is reckoned (the user's place, else the chart's birthplace); null: neither yet",
  ),
});
export const MessengerSavedAnswerSchema = z.object({
  message: z.string(),
  messenger: MessengerViewSchema.nullable(),
  place: ReminderPlaceSchema.nullable(),
});
export const EmailDigestAnswerSchema = z.object({
  digest: EmailDigestViewSchema,
  place: ReminderPlaceSchema.nullable().describe(
    "Where the digest's time is reckoned (the user's place, else the chart's birthplace); null: neither yet",
  ),
});
export const EmailDigestSavedAnswerSchema = EmailDigestAnswerSchema.extend({ message: z.string() });
export const PushAnswerSchema = z.object({
  publicKey: z
    .string()
    .describe("The site's VAPID public key (base64url): the applicationServerKey to subscribe with"),
  push: PushSettingsViewSchema,
  devices: z.number().int().describe("How many of the user's browsers receive the notifications"),
  thisDevice: z
    .boolean()
    .describe("Whether the browser whose endpoint the query names is one of them (false without `endpoint`)"),
  place: ReminderPlaceSchema.nullable().describe(
    "Where the notification's time is reckoned (the user's place, else the chart's birthplace); null: neither yet",
  ),
});
export const PushSavedAnswerSchema = PushAnswerSchema.omit({ publicKey: true }).extend({
  message: z.string(),
});
export const PushTestAnswerSchema = z.object({
  message: z.string(),
  devices: z.number().int().describe("The user's devices"),
  delivered: z.number().int().describe("How many of them the push services took the notification for"),
});
export const ConnectLinkAnswerSchema = z.object({
  url: z.string().describe("https://t.me/<bot>?start=<one-time code>"),
  bot: z.string(),
  expiresAt: z.string(),
});
export const FeedLinkAnswerSchema = z.object({
  url: z.string().describe("The chart's iCalendar feed; a new link stops the old one"),
});
export const WebhookAnswerSchema = z.object({ ok: z.boolean(), outcome: z.string().optional() });

// content and places
export const ArticlesAnswerSchema = z.object({
  articles: z.array(ArticleListItemSchema),
  total: z.number().int(),
});
export const ArticleAnswerSchema = z.object({ article: ArticleViewSchema });
export const SectionsAnswerSchema = z.object({ sections: z.array(SectionViewSchema) });
export const SectionAnswerSchema = z.object({
  section: SectionViewSchema,
  articles: z.array(ArticleListItemSchema),
});
export const FaqAnswerSchema = z.object({
  sections: z.array(SectionViewSchema),
  faqs: z.array(FaqViewSchema),
});
export const CitiesAnswerSchema = z.object({ cities: z.array(CityHitSchema) });

// operations
export const HealthAnswerSchema = z.union([
  z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]), clock: z.string() }),
  z.object({ status: z.literal("shutting-down") }),
  z.object({ status: z.literal("database-unreachable"), database: z.enum(["pglite", "postgres"]) }),
]);
export const ReadinessAnswerSchema = z.union([
  z.object({
    status: z.enum(["ready", "not-ready"]),
    database: z.enum(["writable", "not writable"]),
    dataDir: z.enum(["writable", "not writable", "in memory"]),
  }),
  z.object({ status: z.literal("shutting-down") }),
]);
