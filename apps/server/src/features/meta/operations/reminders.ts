/** Telegram reminders: the settings, the connect link, the bot's webhook. */
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
];
