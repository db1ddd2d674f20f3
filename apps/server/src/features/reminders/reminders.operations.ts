/**
 * The reminder calls, declared once: Telegram (reminders.routes.ts: the settings, the connect link, the bot's
 * webhook), the chart's calendar feed (reminders.routes.ts), the e-mail digest and its one-click unsubscribe
 * (digest.routes.ts, decision 024) and Web Push (push.routes.ts, decision 025). The routes and the API document
 * read these.
 */
import {
  ChartUuidSchema,
  ConnectLinkAnswerSchema,
  EmailDigestAnswerSchema,
  EmailDigestSavedAnswerSchema,
  EmailDigestSettingsSchema,
  FeedLinkAnswerSchema,
  MessengerAnswerSchema,
  MessengerSavedAnswerSchema,
  MessengerSettingsSchema,
  PushAnswerSchema,
  PushEndpointSchema,
  PushSavedAnswerSchema,
  PushSettingsSchema,
  PushSubscriptionSchema,
  PushTestAnswerSchema,
  WebhookAnswerSchema,
} from "@bazi/contracts";
import { z } from "zod";
import { operation } from "../../http/operation.ts";

const NO_BOT = [503, "MESSENGER_UNAVAILABLE: no bot is configured"] as const;
const NOT_PAID = "no chart of this user's with a paid Personal Calendar";
const HTML = { type: "text/html", schema: { type: "string" } };

export const messengerState = operation({
  method: "get",
  path: "/api/messenger",
  tag: "reminders",
  summary: "The Telegram reminders' settings (messenger: null when not connected)",
  caller: "session",
  answers: { 200: { json: MessengerAnswerSchema } },
});

export const saveMessenger = operation({
  method: "post",
  path: "/api/messenger",
  tag: "reminders",
  summary: "Save the reminders' settings: on or off, the time, the chart",
  caller: "session",
  localized: true,
  body: { json: MessengerSettingsSchema },
  answers: { 200: { json: MessengerSavedAnswerSchema } },
  errors: [
    [400, `VALIDATION_FAILED: errors[] names each field (chart: ${NOT_PAID})`],
    [409, "MESSENGER_NOT_CONNECTED: connect Telegram first"],
    NO_BOT,
  ],
});

export const connectLink = operation({
  method: "post",
  path: "/api/messenger/link",
  tag: "reminders",
  summary: "A one-time link that connects the user's Telegram",
  caller: "session",
  answers: { 201: { json: ConnectLinkAnswerSchema } },
  errors: [NO_BOT],
});

export const feedLink = operation({
  method: "post",
  path: "/api/charts/{uuid}/feed",
  tag: "charts",
  summary: "The chart's calendar feed (iCalendar) link: created, or replaced (the old one stops)",
  caller: "session",
  localized: true,
  params: ChartUuidSchema,
  answers: { 201: { json: FeedLinkAnswerSchema } },
  errors: [
    [400, `VALIDATION_FAILED (field chart): ${NOT_PAID}`],
    [404, "NOT_FOUND: the uuid is malformed"],
  ],
});

export const telegramWebhook = operation({
  method: "post",
  path: "/telegram/webhook",
  tag: "reminders",
  summary: "Telegram's updates to the bot (for Telegram's servers only)",
  description: "The secret token (X-Telegram-Bot-Api-Secret-Token) is compared in constant time.",
  caller: "telegram",
  body: {
    raw: {
      type: "application/json",
      schema: { type: "object", description: "A Telegram Update" },
      description: "A Telegram Update, read as sent",
    },
    limit: { bytes: 256 * 1024, why: "an update carries a message and the one it answers" },
  },
  answers: {
    200: { json: WebhookAnswerSchema },
    400: { json: WebhookAnswerSchema, description: "Not an update" },
    403: { json: WebhookAnswerSchema, description: "The secret token is wrong" },
  },
  errors: [[404, "NOT_FOUND: no bot is configured"]],
});

/** A feed's file: the token of its link, then `.ics`. */
const FeedFileSchema = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/)
    .meta({ description: "<token>.ics, the token of the link" }),
});

export const feed = operation({
  method: "get",
  path: "/feed/{file}",
  tag: "charts",
  summary: "A chart's calendar feed: the next days with their ratings (iCalendar)",
  description:
    "Calendar apps fetch it without a session: the token is the key. `/feed/` without a file is no feed: 404.",
  caller: "none",
  params: FeedFileSchema,
  query: z.object({
    lang: z.string().optional().meta({
      description: "en for English; anything else, or nothing, is Russian (calendar apps keep the link)",
    }),
  }),
  answers: {
    200: {
      other: { type: "text/calendar", schema: { type: "string" } },
      headers: {
        "Content-Disposition": {
          description: 'inline; filename="bazi-calendar.ics"',
          schema: { type: "string" },
        },
      },
    },
  },
  errors: [[404, "NOT_FOUND: no such feed, or its Personal Calendar has ended"]],
});

export const digestState = operation({
  method: "get",
  path: "/api/email-digest",
  tag: "reminders",
  summary: "The e-mail digest's settings (off, daily, weekly; defaults when never saved)",
  caller: "session",
  answers: { 200: { json: EmailDigestAnswerSchema } },
});

export const saveDigest = operation({
  method: "post",
  path: "/api/email-digest",
  tag: "reminders",
  summary: "Save the e-mail digest: off, daily or weekly (weekday 1 Monday … 7 Sunday), the time, the chart",
  caller: "session",
  localized: true,
  body: { json: EmailDigestSettingsSchema },
  answers: { 200: { json: EmailDigestSavedAnswerSchema } },
  errors: [[400, `VALIDATION_FAILED: errors[] names each field (chart: ${NOT_PAID})`]],
});

/** The signed token of the e-mail's List-Unsubscribe address (checked by the handler: a bad one is a 404 page). */
const UnsubscribeTokenSchema = z.object({
  token: z.string().min(1).meta({ description: "The signed token of the e-mail's List-Unsubscribe address" }),
});

const NOT_A_TOKEN = { other: HTML, description: "Not a valid token (a page)" };
const AS_PAGE = {
  other: HTML,
  description: "To a browser's own POST (Accept: text/html): a short page saying why",
};

export const unsubscribePage = operation({
  method: "get",
  path: "/unsubscribe/email/{token}",
  tag: "reminders",
  summary:
    "The digest's unsubscribe page: a button that posts the one-click unsubscribe; a GET changes nothing",
  caller: "none",
  limited: true,
  params: UnsubscribeTokenSchema,
  answers: { 200: { other: HTML }, 404: NOT_A_TOKEN },
});

/** RFC 8058's one field, as a mail client posts it. */
const OneClickSchema = z.object({
  "List-Unsubscribe": z.literal("One-Click"),
});

export const unsubscribe = operation({
  method: "post",
  path: "/unsubscribe/email/{token}",
  tag: "reminders",
  summary: "One-click unsubscribe (RFC 8058): the e-mail digest off, without sign-in and from any site",
  description:
    "The body is `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded or multipart/form-data), as mail clients send it; another body is a 400, checked before the token. Not same-origin checked: the signed token only turns off its user's digest (docs/security.md). A browser's own POST (Accept: text/html) gets a refusal as a short page. `/unsubscribe/email/` without a token is no such address: a POST there is a page's form, refused from another site (403).",
  caller: "none",
  limited: true,
  params: UnsubscribeTokenSchema,
  body: {
    form: OneClickSchema,
    multipart: OneClickSchema,
    limit: { bytes: 1024, why: "the unsubscribe button posts one short field" },
  },
  answers: {
    200: { other: HTML },
    404: NOT_A_TOKEN,
    // a browser's own POST (the page's button) is refused with a page, as a page's form is (http/form-refused.ts)
    400: AS_PAGE,
    413: AS_PAGE,
    415: AS_PAGE,
    429: AS_PAGE,
  },
});

export const pushState = operation({
  method: "get",
  path: "/api/push",
  tag: "reminders",
  summary: "Web Push: the VAPID public key, the reminder's time and chart, the devices",
  caller: "session",
  query: z.object({
    endpoint: z
      .string()
      .max(2048)
      .optional()
      .meta({ description: "This browser's push endpoint: thisDevice says whether it is one of the user's" }),
  }),
  answers: { 200: { json: PushAnswerSchema } },
});

export const savePush = operation({
  method: "post",
  path: "/api/push",
  tag: "reminders",
  summary: "Save the Web Push reminder's time and chart (a chart with a paid Personal Calendar, or null)",
  caller: "session",
  localized: true,
  body: { json: PushSettingsSchema },
  answers: { 200: { json: PushSavedAnswerSchema } },
  errors: [[400, `VALIDATION_FAILED: errors[] names each field (chart: ${NOT_PAID})`]],
});

export const addPushDevice = operation({
  method: "post",
  path: "/api/push/devices",
  tag: "reminders",
  summary: "Turn notifications on for this browser: its push subscription (PushSubscription.toJSON())",
  description:
    "The endpoint must be an https address of a known push service (PUSH_SERVICE_HOSTS, else a 400 naming endpoint); the same endpoint posted again renews its keys, and passes to the signed-in user if another user had it.",
  caller: "session",
  localized: true,
  body: { json: PushSubscriptionSchema },
  answers: { 200: { json: PushSavedAnswerSchema } },
});

export const removePushDevice = operation({
  method: "post",
  path: "/api/push/devices/delete",
  tag: "reminders",
  summary: "Turn notifications off for a browser: forget the user's subscription with this endpoint",
  caller: "session",
  localized: true,
  body: { json: PushEndpointSchema },
  answers: { 200: { json: PushSavedAnswerSchema } },
});

export const testPush = operation({
  method: "post",
  path: "/api/push/test",
  tag: "reminders",
  summary: "Send a test notification to each of the user's devices now",
  caller: "session",
  localized: true,
  answers: { 200: { json: PushTestAnswerSchema } },
  errors: [[400, "VALIDATION_FAILED (field devices): the user has no device to send to"]],
});
