/**
 * Where a calendar page's loader starts (day, its tabs' details, month, year, lucky days): the services, the
 * session, the place and the viewer's Personal Calendar (null without an active one). Server-only, so that the
 * contracts behind the context keys stay out of the pages' JavaScript.
 */
import type { PlaceRef } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import type { RouterContextProvider } from "react-router";
import { servicesContext, sessionContext } from "./context.ts";
import { placeOf } from "./place.ts";

/** Each request's place, by its context (the server builds one per request: web/ssr.ts). */
const placeByRequest = new WeakMap<object, Promise<PlaceRef>>();

/**
 * The request's place, resolved once however many loaders ask: the root's (the header shows the place) and the
 * page's run for the same request.
 */
export function requestPlace(
  context: Readonly<RouterContextProvider>,
  request: Request,
  lang: Lang,
): Promise<PlaceRef> {
  let place = placeByRequest.get(context);
  if (!place) {
    place = placeOf(request, context.get(servicesContext), lang, context.get(sessionContext));
    placeByRequest.set(context, place);
  }
  return place;
}

export async function calendarRequest(
  context: Readonly<RouterContextProvider>,
  request: Request,
  lang: Lang,
) {
  const services = context.get(servicesContext);
  const session = context.get(sessionContext);
  const place = await requestPlace(context, request, lang);
  return { services, session, place, personal: services.calendar.personal(session) };
}
