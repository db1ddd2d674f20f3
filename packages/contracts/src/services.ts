/**
 * What the web app's loaders may call on the server, in-process. The server puts an implementation into the
 * React Router context of each request under `servicesContext`; the web app never imports server code.
 */
import type { DayJson } from "@bazi/almanac";
import { createContext, type RouterContext } from "react-router";
import type { CityHit, Lang } from "./calendar.ts";

export interface PlaceRef {
  lat: number;
  lng: number;
  tz: string;
  name: string;
}

export interface Services {
  calendar: {
    /** Today's civil date in a zone, from the server's clock. */
    today(tz: string): { year: number; month: number; day: number };
    /** The whole day at a place (general data; the 30-day rule applies). */
    day(input: { year: number; month: number; day: number; place: PlaceRef; lang: Lang }): DayJson;
  };
  location: {
    /** The place shown to visitors who have not chosen one (Moscow). */
    defaultPlace(lang: Lang): PlaceRef;
    search(query: string, lang: Lang): Promise<CityHit[]>;
  };
  /** Public origins per locale, for canonical links. */
  site: { origin(lang: Lang): string };
}

// Vite may copy this module into the SSR build, so the context key lives on globalThis to stay one object.
const KEY = Symbol.for("bazi.servicesContext");
const holder = globalThis as unknown as Record<symbol, RouterContext<Services> | undefined>;
export const servicesContext: RouterContext<Services> = holder[KEY] ?? createContext<Services>();
holder[KEY] = servicesContext;
