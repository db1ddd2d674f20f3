/**
 * A computed chart's sharing, put together in the loader (server only): the calculator's link of the chart
 * (absolute, at the site's public origin; never the e-mail), the same link with the name replaced by a neutral
 * word, and for /bazi the page's Open Graph card: the address of the chart's share image (the server's
 * /bazi/card.png: the birth as the engine takes it, without the name or the city) and the preview's texts, which
 * name the chart by its pillars, never by the person. A saved chart (/bazi/{uuid}) is shared by its calculator
 * link, never by its uuid: saved charts stay private.
 */
import type { BaziInput } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/tools";
import type { ChartJson } from "../components/tools/bazi-chart.tsx";
import type { BaziFormValues } from "./bazi-form.ts";
import { pathInLang } from "./lang.ts";
import "@bazi/i18n/tools-server";

export interface ShareLinks {
  /** The chart's calculator link, as the form made it. */
  link: string;
  /** The same, its name replaced by the localized word "Chart". */
  anonymous: string;
}

export interface ShareCard {
  /** The share image (1200×630 PNG). */
  image: string;
  width: number;
  height: number;
  title: string;
  description: string;
  alt: string;
  /** The page's own link (og:url). */
  url: string;
}

/** The calculator's query of a form's values: the chart's fields, never the e-mail. */
export function formQuery(values: BaziFormValues): URLSearchParams {
  const q = new URLSearchParams({ name: values.name, gender: values.gender, date: values.date });
  if (values.unknownHour) q.set("unknownHour", "1");
  else q.set("time", values.time);
  q.set("city", values.city);
  q.set("lat", values.lat);
  q.set("lng", values.lng);
  q.set("tz", values.tz);
  q.set("zi", values.zi);
  q.set("basis", values.basis);
  return q;
}

/** The absolute calculator links of a chart's query, with and without the name. */
export function shareLinks(origin: string, lang: Lang, query: URLSearchParams): ShareLinks {
  const page = `${origin}${pathInLang("/bazi", lang)}`;
  const q = new URLSearchParams(query);
  q.delete("email");
  const anonymous = new URLSearchParams(q);
  anonymous.set("name", t(lang, "bazi.share.placeholder"));
  return { link: `${page}?${q}`, anonymous: `${page}?${anonymous}` };
}

const pillarsOf = (chart: ChartJson) =>
  [chart.pillars.year, chart.pillars.month, chart.pillars.day, chart.pillars.hour]
    .flatMap((p) => (p ? [p.zh] : []))
    .join(" ");

/**
 * The Open Graph card of a chart shown on /bazi: the image's address carries the birth as the engine took it
 * (the zone resolved; no name, city or gender, which the image does not show), so every link to the same chart
 * shares one image.
 */
export function shareCard(
  origin: string,
  lang: Lang,
  input: BaziInput,
  chart: ChartJson,
  pageUrl: string,
): ShareCard {
  const q = new URLSearchParams({ date: input.date });
  if (input.time) q.set("time", input.time);
  else q.set("unknownHour", "1");
  q.set("lat", String(input.lat));
  q.set("lng", String(input.lng));
  q.set("tz", input.tz ?? chart.tz);
  if (input.zi) q.set("zi", input.zi);
  if (input.timeBasis) q.set("basis", input.timeBasis);
  const pillars = pillarsOf(chart);
  const dm = chart.dayMaster;
  return {
    image: `${origin}${pathInLang("/bazi/card.png", lang)}?${q}`,
    width: 1200,
    height: 630,
    title: t(lang, "bazi.share.ogTitle", { pillars }),
    description: t(lang, "bazi.share.ogDescription", {
      dayMaster: dm.name,
      zh: dm.zh,
      strength: dm.strength.name.toLocaleLowerCase(lang),
    }),
    alt: t(lang, "bazi.share.imageAlt", { pillars }),
    url: pageUrl,
  };
}
