/** Locale from the URL: ru has no prefix (the default), en lives under /en (shared with the server). */
import type { Lang } from "@bazi/i18n";

export { langOfPath, pathInLang } from "@bazi/i18n/paths";

export const LOCALE: Record<Lang, string> = { ru: "ru-RU", en: "en-GB" };
