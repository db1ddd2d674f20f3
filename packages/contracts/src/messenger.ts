/**
 * Telegram reminders (docs/product.md §2, §4, §7): GET/POST /api/messenger, the connect link, and the calendar feed.
 */
import { z } from "zod";

/** "HH:MM" on a 15-minute step (docs/product.md §5: reminder time options run from 00:00 in 15-minute steps). */
export const ReminderTimeSchema = z
  .string({ message: "msg.field.time" })
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, { message: "msg.field.time" });

/** Every reminder time the settings offer: 00:00, 00:15, … 23:45. */
export const REMINDER_TIMES: readonly string[] = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, "0")}:${String((i % 4) * 15).padStart(2, "0")}`,
);

/**
 * POST /api/messenger: reminders on or off, the time, and the chart (one with an active Personal Calendar). The
 * page's form posts it too, as a form's fields: the checkbox's "on" or nothing, the select's "" for no chart.
 */
export const MessengerSettingsSchema = z
  .object({
    active: z
      .union([z.boolean(), z.string()])
      .optional()
      .transform((v) => v === true || v === "on" || v === "true" || v === "1")
      .meta({ description: 'On: true, "on", "true" or "1"; any other string, false or nothing is off' }),
    timeReminder: ReminderTimeSchema,
    chart: z
      .union([z.uuid({ message: "msg.field.chart" }), z.literal(""), z.null()], {
        message: "msg.field.chart",
      })
      .optional()
      .transform((v) => v || null)
      .meta({ description: 'The chart; null, "" or nothing: none' }),
  })
  .strip()
  .refine((s) => !s.active || s.chart !== null, { message: "msg.field.chart", path: ["chart"] })
  .meta({ description: "A chart is required when the reminders are on" });
export type MessengerSettings = z.infer<typeof MessengerSettingsSchema>;

/** GET /api/messenger (null when Telegram is not connected). */
export const MessengerViewSchema = z.object({
  active: z.boolean(),
  timeReminder: z.string(),
  chart: z.string().nullable().describe("The chart whose day the reminders tell, or null"),
  blocked: z
    .boolean()
    .describe(
      "Telegram said the user blocked the bot: reminders are off until they unblock it and turn them on",
    ),
  connectedAt: z.string(),
});
export type MessengerView = z.infer<typeof MessengerViewSchema>;

/** A new Telegram connection starts with reminders on at this time (decision 021). */
export const DEFAULT_REMINDER_TIME = "08:00";

/**
 * Where the reminder's time and day are reckoned: the user's saved place (the site's place), or, while they saved
 * none, the birthplace of the reminders' chart. Shown as the place's name ("Москва, Россия"), never as a zone id.
 */
export const ReminderPlaceSchema = z.object({
  name: z.string().describe("The place as the user knows it: the saved address, or the chart's birth city"),
  source: z
    .enum(["saved", "chart"])
    .describe("saved: the user's own place; chart: no place saved, so the chart's birthplace"),
});
export type ReminderPlace = z.infer<typeof ReminderPlaceSchema>;

/** What the Profile tab needs: whether reminders exist here at all, the bot, and the user's binding. */
export interface MessengerState {
  /** No bot configured (TELEGRAM_BOT_TOKEN unset): the feature shows as unavailable. */
  available: boolean;
  /** The bot's username (for t.me links), when available. */
  bot: string | null;
  settings: MessengerView | null;
  /** Where the reminders' time and day are reckoned; null when there is neither a saved place nor a chart. */
  place: ReminderPlace | null;
}

/**
 * The ways this site delivers a chart's daily reminders: Telegram, the e-mail digest (decision 024) and Web Push
 * (decision 025). An instance delivers those it is configured for (Services.reminders.channels).
 */
export const REMINDER_CHANNELS = ["telegram", "email", "push"] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** The e-mail digest's modes (decision 024). */
export const DIGEST_MODES = ["off", "daily", "weekly"] as const;
export type DigestMode = (typeof DIGEST_MODES)[number];

/** A chart of the user's, or null for none: always named, so that a setting sent without it is refused. */
const ChartOrNull = z.uuid({ message: "msg.field.chart" }).nullable();

const Weekday = z
  .number({ message: "msg.field.weekday" })
  .int({ message: "msg.field.weekday" })
  .min(1, { message: "msg.field.weekday" })
  .max(7, { message: "msg.field.weekday" });

/**
 * POST /api/email-digest: off, daily, or weekly on a weekday (1 Monday … 7 Sunday), at a time of the user's place
 * (15-minute steps), about a chart with a paid Personal Calendar (required unless off).
 */
export const EmailDigestSettingsSchema = z
  .object({
    mode: z.enum(DIGEST_MODES, { message: "msg.field.digestMode" }),
    weekday: z
      .union(
        [
          Weekday,
          z
            .string()
            .regex(/^\s*\d+\s*$/)
            .transform(Number)
            .pipe(Weekday),
        ],
        {
          message: "msg.field.weekday",
        },
      )
      .default(1)
      .meta({ description: "1 Monday … 7 Sunday, a number or a numeric string (weekly only; default 1)" }),
    time: ReminderTimeSchema,
    chart: ChartOrNull,
  })
  .strip()
  .refine((s) => s.mode === "off" || s.chart !== null, { message: "msg.field.chart", path: ["chart"] })
  .meta({ description: "A chart is required unless the mode is off" });
export type EmailDigestSettings = z.infer<typeof EmailDigestSettingsSchema>;

/** The e-mail digest's settings as saved (GET /api/email-digest). */
export const EmailDigestViewSchema = z.object({
  mode: z.enum(DIGEST_MODES),
  weekday: z.number().int().min(1).max(7).describe("1 Monday … 7 Sunday (weekly only)"),
  time: z.string().describe("HH:MM at the user's place"),
  chart: z.string().nullable().describe("The chart whose days the digest tells, or null"),
});
export type EmailDigestView = z.infer<typeof EmailDigestViewSchema>;

/** What the settings block needs: the settings (defaults when never saved) and where the time is reckoned. */
export interface EmailDigestState {
  settings: EmailDigestView;
  place: ReminderPlace | null;
}

/**
 * POST /api/push (decision 025): the Web Push reminder's time at the user's place and its chart (one with a paid
 * Personal Calendar). The reminder goes to every device the user turned notifications on in; `chart: null` keeps
 * the devices but sends nothing.
 */
export const PushSettingsSchema = z
  .object({
    time: ReminderTimeSchema,
    chart: ChartOrNull,
  })
  .strip();
export type PushSettings = z.infer<typeof PushSettingsSchema>;

export const PushSettingsViewSchema = z.object({
  time: z.string().describe("HH:MM at the user's place"),
  chart: z.string().nullable().describe("The chart whose day the notification tells, or null (none sent)"),
});
export type PushSettingsView = z.infer<typeof PushSettingsViewSchema>;

/** base64url (or base64) of a P-256 public key, uncompressed (65 bytes, first 0x04) and of a 16-byte secret. */
const P256DH = /^B[A-Za-z0-9_+/-]{86}=?$/;
const PUSH_AUTH = /^[A-Za-z0-9_+/-]{22}(==)?$/;

/**
 * POST /api/push/devices: this browser's push subscription, as `PushSubscription.toJSON()` gives it. The endpoint
 * must be an https address of a known push service (the server's list, PUSH_SERVICE_HOSTS).
 */
export const PushSubscriptionSchema = z
  .object({
    endpoint: z.url({ protocol: /^https$/, message: "msg.field.endpoint" }).max(2048, "msg.field.endpoint"),
    keys: z
      .object({
        p256dh: z.string({ message: "msg.field.pushKeys" }).regex(P256DH, "msg.field.pushKeys"),
        auth: z.string({ message: "msg.field.pushKeys" }).regex(PUSH_AUTH, "msg.field.pushKeys"),
      })
      .strip(),
  })
  .strip();
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionSchema>;

/** POST /api/push/devices/delete: the subscription to forget (this browser's, when it turns notifications off). */
export const PushEndpointSchema = z
  .object({
    endpoint: z
      .string({ message: "msg.field.endpoint" })
      .min(1, "msg.field.endpoint")
      .max(2048, "msg.field.endpoint"),
  })
  .strip();

/** What the settings block needs (GET /api/push). */
export interface PushState {
  /** The application server's VAPID public key (base64url): the page subscribes with it. */
  publicKey: string;
  settings: PushSettingsView;
  /** How many devices (browsers) receive the user's notifications. */
  devices: number;
  /** Whether the browser that asked (its endpoint) is one of them. */
  thisDevice: boolean;
  place: ReminderPlace | null;
}
