/**
 * Texts of the installable app (decision 023): the web app manifest's name and description, and the page the
 * service worker shows for a page it has not saved while there is no connection. Both are written into files by
 * the web build (apps/web/scripts/build-pwa.ts), so no page's JavaScript carries them. The note on a saved page
 * shown offline is `offline.note` in the main catalog. Russian is the source; English must have the same keys.
 */
import { defineTexts } from "./lookup.ts";

const ru = {
  "pwa.name": "Календарь Бацзы",
  "pwa.shortName": "Бацзы",
  "pwa.description":
    "Календарь на каждый день по китайской системе Бацзы: оценка дня, столпы, благоприятные дела, часы и лунные сутки для вашего места.",
  "offline.title": "Нет связи",
  "offline.text":
    "Эта страница не сохранена для чтения без связи. Без связи открываются дни, сохранённые на этом устройстве.",
  "offline.saved": "Сохранённые дни",
  "offline.retry": "Попробовать снова",
} as const;

export type OfflineKey = keyof typeof ru;

const en: Record<OfflineKey, string> = {
  "pwa.name": "Bazi Calendar",
  "pwa.shortName": "Bazi",
  "pwa.description":
    "A daily calendar on the Chinese Bazi system: the day's rating, pillars, favourable activities, hours and lunar day for your place.",
  "offline.title": "You are offline",
  "offline.text":
    "This page has not been saved for reading offline. Without a connection, the days saved on this device open.",
  "offline.saved": "Saved days",
  "offline.retry": "Try again",
};

defineTexts({ ru, en });

export { t } from "./lookup.ts";
