/**
 * Texts of the lucky-day selection (/predict). A catalog of its own, imported only by that page, so that the Bazi
 * calculator's script does not carry it. Russian is the source; English must have the same keys.
 */
import { defineTexts } from "./lookup.ts";

const ru = {
  "predict.title": "Подбор благоприятных дней",
  "predict.metaTitle": "Подбор благоприятных дней по календарю Бацзы",
  "predict.description":
    "Выберите тему или дело, год и месяц: календарь Бацзы оценит каждый день месяца и покажет лучшие",
  "predict.lead": "Выберите тему или дело, год и месяц: дни месяца будут упорядочены от лучших к худшим.",
  "predict.what": "Тема или дело",
  "predict.themes": "Темы",
  "predict.year": "Год",
  "predict.month": "Месяц",
  "predict.submit": "Подобрать дни",
  "predict.result": "{target}: {month}",
  "predict.place": "Место: {place}",
  "predict.ranked": "Дни от лучших к худшим",
  "predict.order": "Сначала лучшие; при равной оценке — более ранняя дата.",
  "predict.best": "Лучший",
  "predict.hours": "Лучшие часы: {hours}",
  "predict.hoursNone": "Хороших часов с\u00a0{from} до\u00a0{to} нет",
  "predict.bestRule":
    "«Лучший» — день с оценкой +2 (хороший) или +3 (превосходный); отмечено не больше пяти. У каждого — его хорошие часы (от +2), начинающиеся с {from} до {to} по местному времени.",
  "predict.bestNone": "В этом месяце нет дней с оценкой +2 и выше, поэтому ни один не отмечен как «Лучший».",
  "predict.reasons": "Почему",
  "predict.noReasons": "Особых факторов нет",
  "predict.locked.title": "Этот месяц\u00a0— в Персональном календаре",
  "predict.locked.text":
    "Общий прогноз открыт на 30 дней вперёд. Дни дальше этого срока подбирает Персональный календарь по вашей карте Бацзы.",
  "predict.locked.cta": "Открыть Персональный календарь",
  "predict.partial": "Дни с {date} доступны в Персональном календаре.",
  "predict.errorsTitle": "Проверьте поля формы",
  "predict.err.what": "Выберите тему или дело",
  "predict.err.year": "Год\u00a0— число от 1900 до 2100",
  "predict.err.month": "Выберите месяц",
  "predict.modes.theme": "По теме или делу",
  "predict.modes.event": "Для события и людей",
} as const;

export type PredictKey = keyof typeof ru;

const en: Record<PredictKey, string> = {
  "predict.title": "Lucky day selection",
  "predict.metaTitle": "Lucky day selection by the Bazi calendar",
  "predict.description":
    "Choose a theme or an activity, a year and a month: the Bazi calendar rates every day of the month and shows the best",
  "predict.lead":
    "Choose a theme or an activity, a year and a month: the month's days are ranked from best to worst.",
  "predict.what": "Theme or activity",
  "predict.themes": "Themes",
  "predict.year": "Year",
  "predict.month": "Month",
  "predict.submit": "Find the days",
  "predict.result": "{target}: {month}",
  "predict.place": "Place: {place}",
  "predict.ranked": "Days from best to worst",
  "predict.order": "Best first; days rated alike, the earlier date first.",
  "predict.best": "Best",
  "predict.hours": "Best hours: {hours}",
  "predict.hoursNone": "No good hours from {from} to {to}",
  "predict.bestRule":
    "“Best” marks a day rated +2 (good) or +3 (excellent); five at most. Each comes with its good hours (+2 or better) that begin between {from} and {to} local time.",
  "predict.bestNone": "No day this month is rated +2 or higher, so none is marked “Best”.",
  "predict.reasons": "Why",
  "predict.noReasons": "No special factors",
  "predict.locked.title": "This month is in the Personal Calendar",
  "predict.locked.text":
    "The general forecast is open 30 days ahead. Days beyond that are selected by the Personal Calendar from your Bazi chart.",
  "predict.locked.cta": "Open the Personal Calendar",
  "predict.partial": "Days from {date} are available in the Personal Calendar.",
  "predict.errorsTitle": "Please check the form",
  "predict.err.what": "Choose a theme or an activity",
  "predict.err.year": "The year is a number from 1900 to 2100",
  "predict.err.month": "Choose a month",
  "predict.modes.theme": "By theme or activity",
  "predict.modes.event": "For an event and people",
};

defineTexts({ ru, en });

export { t } from "./lookup.ts";
