/** Reminders: Telegram (the settings, the connect link, the bot's webhook) and the e-mail digest (decision 024). */
import { type Operation, ref } from "../openapi-build.ts";
import { SIGNED_IN_CHANGE, SIGNED_IN_READ } from "./common.ts";

export const REMINDERS: Operation[] = [
  {
    method: "get",
    path: "/api/messenger",
    tag: "reminders",
    summary: "The Telegram reminders' settings (messenger: null when not connected)",
    auth: "session",
    answers: [{ status: 200, schema: ref("MessengerAnswer") }],
    errors: [...SIGNED_IN_READ],
  },
  {
    method: "post",
    path: "/api/messenger",
    tag: "reminders",
    summary: "Save the reminders' settings: on or off, the time, the chart",
    auth: "session",
    body: "MessengerSettings",
    answers: [{ status: 200, schema: ref("MessengerSavedAnswer") }],
    errors: [
      ...SIGNED_IN_CHANGE,
      [409, "MESSENGER_NOT_CONNECTED: connect Telegram first"],
      [503, "MESSENGER_UNAVAILABLE: no bot is configured"],
    ],
    localized: true,
  },
  {
    method: "post",
    path: "/api/messenger/link",
    tag: "reminders",
    summary: "A one-time link that connects the user's Telegram",
    auth: "session",
    answers: [{ status: 201, schema: ref("ConnectLinkAnswer") }],
    errors: [401, 403, 429, [503, "MESSENGER_UNAVAILABLE: no bot is configured"]],
  },
  {
    method: "post",
    path: "/telegram/webhook",
    tag: "reminders",
    summary: "Telegram's updates to the bot (for Telegram's servers only)",
    auth: "telegram",
    rawBody: { type: "application/json", schema: { type: "object", description: "A Telegram Update" } },
    answers: [
      { status: 200, schema: ref("WebhookAnswer") },
      { status: 400, schema: ref("WebhookAnswer"), description: "Not an update" },
      { status: 403, schema: ref("WebhookAnswer"), description: "The secret token is wrong" },
    ],
    errors: [[404, "NOT_FOUND: no bot is configured"], 413],
  },
  {
    method: "get",
    path: "/api/email-digest",
    tag: "reminders",
    summary: "The e-mail digest's settings (off, daily, weekly; defaults when never saved)",
    auth: "session",
    answers: [{ status: 200, schema: ref("EmailDigestAnswer") }],
    errors: [...SIGNED_IN_READ],
  },
  {
    method: "post",
    path: "/api/email-digest",
    tag: "reminders",
    summary:
      "Save the e-mail digest: off, daily or weekly (weekday 1 Monday … 7 Sunday), the time, the chart",
    auth: "session",
    body: "EmailDigestSettings",
    answers: [{ status: 200, schema: ref("EmailDigestSavedAnswer") }],
    errors: [...SIGNED_IN_CHANGE],
    localized: true,
  },
  {
    method: "get",
    path: "/unsubscribe/email/{token}",
    tag: "reminders",
    summary:
      "The digest's unsubscribe page: a button that posts the one-click unsubscribe; a GET changes nothing",
    params: { token: "The signed token of the e-mail's List-Unsubscribe address" },
    answers: [
      { status: 200, type: "text/html", schema: { type: "string" } },
      { status: 404, type: "text/html", schema: { type: "string" }, description: "Not a valid token" },
    ],
    errors: [429],
  },
  {
    method: "post",
    path: "/unsubscribe/email/{token}",
    tag: "reminders",
    summary: "One-click unsubscribe (RFC 8058): the e-mail digest off, without sign-in and from any site",
    description:
      "The body is `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded or multipart/form-data), as mail clients send it. Not same-origin checked: the signed token only turns off its user's digest (docs/security.md).",
    params: { token: "The signed token of the e-mail's List-Unsubscribe address" },
    rawBody: {
      type: "application/x-www-form-urlencoded",
      schema: {
        type: "object",
        properties: { "List-Unsubscribe": { const: "One-Click" } },
        required: ["List-Unsubscribe"],
      },
    },
    answers: [
      { status: 200, type: "text/html", schema: { type: "string" } },
      { status: 404, type: "text/html", schema: { type: "string" }, description: "Not a valid token" },
    ],
    errors: [400, 413, 429],
  },
];
