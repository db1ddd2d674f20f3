/** Locale from the URL: ru has no prefix (the default), en lives under /en (shared with the server). */
import type { Lang } from "@bazi/i18n";

import { pathInLang } from "@bazi/i18n/paths";

export { langOfPath, langPrefix, pathInLang } from "@bazi/i18n/paths";

/** The client area, where every account form posts. */
export const clientPath = (lang: Lang) => pathInLang("/client", lang);

export const LOCALE: Record<Lang, string> = { ru: "ru-RU", en: "en-GB" };
