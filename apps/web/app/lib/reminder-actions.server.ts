/**
 * The reminder forms' action (the client area's Profile tab and chart cards post to /client): a one-time
 * Telegram link, the reminder settings ('Settings saved'), and a chart's calendar-feed address (created or
 * rotated), and the hours the user keeps ('Hours saved'). Failures come back with the server's messages per field, in the page's language (a 200, `formError`).
 */
import { type ActionFunctionArgs, data } from "react-router";
import { problemTexts } from "./account-actions.server.ts";
import { valuesOf } from "./account-forms.ts";
import { servicesContext, sessionContext } from "./context.ts";
import { formError, formOf } from "./form-error.ts";
import { langOfPath } from "./lang.ts";
import type { ReminderResult } from "./reminders.ts";

const SETTINGS_FIELDS = { active: "active", timeReminder: "timeReminder", chart: "chart" };
/** The hours window's fields as the form has them: the window's errors go under its first select. */
const HOURS_FIELDS = { hours: "hoursFrom", allHours: "hoursFrom" };

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
  if (intent === "hoursSave") {
    // the two selects as one window, or every hour (a disabled select is not sent)
    const body = form.allHours
      ? { allHours: true }
      : { hours: `${form.hoursFrom ?? ""}-${form.hoursTo ?? ""}` };
    const r = await context.get(servicesContext).accounts.saveHours(session, body, lang);
    return r.ok
      ? data<ReminderResult>({
          intent,
          ok: true,
          message: r.value.message,
          errors: {},
          window: r.value.hoursWindow,
        })
      : formError<ReminderResult>({ intent, ok: false, ...problemTexts(lang, r, HOURS_FIELDS) });
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
