/** The head of a calendar page: title, description, OpenGraph, canonical and hreflang alternates. */
import type { Services } from "@bazi/contracts";
import { type Lang, t } from "@bazi/i18n";
import type { MetaDescriptor } from "react-router";
import { pathInLang } from "./lang.ts";

export interface Alternates {
  canonical: string;
  ru: string;
  en: string;
}

/** A page's title followed by the site's name: «Вопросы и ответы — Календарь Бацзы». */
export const titleWithSite = (lang: Lang, title: string) => `${title} — ${t(lang, "home.title")}`;

/** Absolute URLs of a page (given by its canonical path in either locale) in both locales. */
export function alternatesOf(services: Services, lang: Lang, canonicalPath: string): Alternates {
  const ru = services.site.origin("ru") + pathInLang(canonicalPath, "ru");
  const en = services.site.origin("en") + pathInLang(canonicalPath, "en");
  return { canonical: lang === "ru" ? ru : en, ru, en };
}

export function pageMeta(lang: Lang, title: string, description: string, urls: Alternates): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:locale", content: lang === "ru" ? "ru_RU" : "en_GB" },
    { property: "og:url", content: urls.canonical },
    { tagName: "link", rel: "canonical", href: urls.canonical },
    { tagName: "link", rel: "alternate", hrefLang: "ru", href: urls.ru },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: urls.en },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urls.ru },
  ];
}

/**
 * A page shown with a share card (a chart on /bazi): the preview of its link in messengers and social networks is
 * the card, with its own title and description (the page's <title> and description stay), and the page's own link.
 */
export function withShareCard(
  meta: MetaDescriptor[],
  card: {
    image: string;
    width: number;
    height: number;
    title: string;
    description: string;
    alt: string;
    url: string;
  },
): MetaDescriptor[] {
  const replaced = new Set(["og:title", "og:description", "og:url"]);
  return [
    ...meta.filter((m) => !("property" in m && replaced.has(String(m.property)))),
    { property: "og:type", content: "website" },
    { property: "og:title", content: card.title },
    { property: "og:description", content: card.description },
    { property: "og:url", content: card.url },
    { property: "og:image", content: card.image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(card.width) },
    { property: "og:image:height", content: String(card.height) },
    { property: "og:image:alt", content: card.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
