/**
 * The reminder forms' action (the client area's Profile tab and chart cards post to /client): a one-time
 * Telegram link, the reminder settings ('Settings saved'), and a chart's calendar-feed address (created or
 * rotated). Failures come back with the server's messages per field, in the page's language (a 200, `formError`).
 */
import { type ActionFunctionArgs, data } from "react-router";
import { problemTexts } from "./account-actions.server.ts";
import { valuesOf } from "./account-forms.ts";
import { servicesContext, sessionContext } from "./context.ts";
import { formError, formOf } from "./form-error.ts";
import { langOfPath } from "./lang.ts";
import type { ReminderResult } from "./reminders.ts";

const SETTINGS_FIELDS = { active: "active", timeReminder: "timeReminder", chart: "chart" };

export async function reminderAction({ context, request, url }: ActionFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const reminders = context.get(servicesContext).reminders;
  const session = context.get(sessionContext);
  const form = valuesOf(await formOf(request));
  const intent = form.intent as ReminderResult["intent"];
  if (intent === "messengerConnect") {
    const r = await reminders.connect(session, lang);
    return r.ok
      ? data<ReminderResult>({ intent, ok: true, message: null, errors: {}, url: r.value.url })
      : formError<ReminderResult>({ intent, ok: false, ...problemTexts(lang, r, {}) });
  }
  if (intent === "feedLink") {
    const r = await reminders.feed(session, { uuid: form.uuid }, lang);
    return r.ok
      ? data<ReminderResult>({
          intent,
          ok: true,
          message: null,
          errors: {},
          url: r.value.url,
          uuid: form.uuid ?? "",
        })
      : formError<ReminderResult>({ intent, ok: false, ...problemTexts(lang, r, {}), uuid: form.uuid ?? "" });
  }
  const r = await reminders.save(
    session,
    { active: form.active ?? false, timeReminder: form.timeReminder, chart: form.chart ?? null },
    lang,
  );
  return r.ok
    ? data<ReminderResult>({ intent: "messengerSave", ok: true, message: r.value.message, errors: {} })
    : formError<ReminderResult>({
        intent: "messengerSave",
        ok: false,
        ...problemTexts(lang, r, SETTINGS_FIELDS),
      });
}
