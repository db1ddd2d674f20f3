/** Reminders for the web app's loaders and actions (Services.reminders): the JSON API's use cases as Outcomes. */
import { ChartUuidSchema, MessengerSettingsSchema, type Services } from "@bazi/contracts";
import { t } from "@bazi/i18n/messenger";
import { outcome, parseInput, principalOf } from "../../http/outcome.ts";
import type { RemindersService } from "./reminders.service.ts";

export function createRemindersPages(
  reminders: RemindersService,
  delivered: Services["reminders"]["channels"],
): Services["reminders"] {
  return {
    channels: delivered,
    state: (s, lang) => outcome(lang, async () => ({ value: await reminders.state(principalOf(s).userId) })),
    connect: (s, lang) =>
      outcome(lang, async () => ({ value: await reminders.connectLink(principalOf(s).userId) })),
    save: (s, input, lang) =>
      outcome(lang, async () => {
        const userId = principalOf(s).userId;
        const state = await reminders.save(userId, parseInput(MessengerSettingsSchema, input, lang), lang);
        return { value: { message: t(lang, "msg.ok.saved"), state } };
      }),
    disable: (token) => reminders.disable(token),
    feed: (s, input, lang) =>
      outcome(lang, async () => ({
        value: await reminders.feedLink(
          principalOf(s).userId,
          parseInput(ChartUuidSchema, input, lang).uuid,
          lang,
          s.origin ?? null,
        ),
      })),
  };
}
