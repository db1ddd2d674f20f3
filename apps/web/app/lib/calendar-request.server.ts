/**
 * Where a calendar page's loader starts (day, its tabs' details, month, year, lucky days): the services, the
 * session, the place and the viewer's Personal Calendar (null without an active one). Server-only, so that the
 * contracts behind the context keys stay out of the pages' JavaScript.
 */
import type { Lang } from "@bazi/i18n";
import type { RouterContextProvider } from "react-router";
import { servicesContext, sessionContext } from "./context.ts";
import { placeOf } from "./place.ts";

export async function calendarRequest(
  context: Readonly<RouterContextProvider>,
  request: Request,
  lang: Lang,
) {
  const services = context.get(servicesContext);
  const session = context.get(sessionContext);
  const place = await placeOf(request, services, lang, session);
  return { services, session, place, personal: services.calendar.personal(session) };
}
