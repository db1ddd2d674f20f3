/**
 * Message catalogs and formatting helpers. Russian is the source catalog; the English one must have the
 * same keys (the type below makes a missing or extra key a compile error).
 */
export type Lang = "ru" | "en";
export const LANGS: readonly Lang[] = ["ru", "en"];
export const DEFAULT_LANG: Lang = "ru";

const ru = {
  "error.title": "Ошибка",
  "error.validation": "Проверьте введённые данные",
  "error.notFound": "Страница не найдена",
  "error.rateLimited": "Слишком много запросов, попробуйте позже",
  "error.payloadTooLarge": "Слишком большой запрос",
  "error.unsupportedMediaType": "Ожидается JSON",
  "error.personalCalendarRequired":
    "Эти данные доступны в Персональном календаре: войдите и активируйте его для своей карты",
  "error.internal": "Что-то пошло не так, попробуйте позже",
  "error.methodNotAllowed": "Метод не поддерживается",
  "error.field.required": "Обязательное поле",
  "error.field.number": "Ожидается число",
  "error.field.integer": "Ожидается целое число",
  "error.field.range": "Значение вне допустимого диапазона: {min}…{max}",
  "error.field.string": "Ожидается строка",
  "error.field.tooShort": "Слишком коротко: не менее {min} символов",
  "error.field.tooLong": "Слишком длинно: не более {max} символов",
  "error.field.date": "Такой даты нет в календаре",
  "error.field.enum": "Недопустимое значение; допустимы: {values}",
  "error.field.invalid": "Недопустимое значение",
  "error.field.placeRequired": "Укажите место: координаты (lat, lng) или город (cityId)",
  "error.field.unknownCity": "Город не найден",
  "home.title": "Календарь Бацзы",
  "home.description":
    "Календарь на каждый день по системе Ба Цзы: столпы дня, лунные сутки, благоприятные дела",
  "home.today": "Сегодня",
  "home.place": "Место",
  "home.pillars": "Столпы года, месяца и дня",
  "home.lunarDay": "Лунные сутки",
  "home.moon": "Луна",
  "home.rating": "Оценка дня",
  "home.officer": "Страж дня",
  "home.mansion": "Созвездие",
  "home.solarTerm": "Сезон",
  "home.yi": "Благоприятно",
  "home.ji": "Неблагоприятно",
  "home.switchLang": "English",
  "home.metaTitle": "Календарь Бацзы на {date}",
  "home.pillar.year": "Год",
  "home.pillar.month": "Месяц",
  "home.pillar.day": "День",
  "home.lunarDaySince": "с {time}",
  "home.illumination": "освещённость {value}",
  "home.lunarDate": "Китайский лунный календарь",
  "home.termDay": "{n}-й день сезона",
  "home.nextTerm": "Следующий\u00a0— {name}, {when}",
  "home.almanac": "Альманах дня",
  "home.reasons": "Из чего складывается оценка",
  "home.details.show": "Подробнее о дне",
  "home.details.hide": "Скрыть подробности",
  "home.allReasons": "Все факторы оценки",
  "home.gods.auspicious": "Добрые духи",
  "home.gods.inauspicious": "Недобрые духи",
  "home.clash": "Столкновение",
  "home.clashText": "{animal}, направление\u00a0— {direction}",
  "home.stars": "Звёзды дня",
  "home.none": "нет",
  "mansion.auspicious": "благоприятное",
  "mansion.inauspicious": "неблагоприятное",
  "nav.skip": "Перейти к содержанию",
  "nav.home": "На главную",
  "footer.about": "Ба Цзы (八字)\u00a0— китайская система четырёх столпов: года, месяца, дня и часа.",
  "notFound.text": "Возможно, ссылка устарела или в адресе опечатка.",
  "rating.3": "превосходный",
  "rating.2": "хороший",
  "rating.1": "благоприятный",
  "rating.0": "нейтральный",
  "rating.-1": "неблагоприятный",
  "rating.-2": "плохой",
  "rating.-3": "ужасный",
  "moon.waxing": "растущая",
  "moon.waning": "убывающая",
} as const;

export type MessageKey = keyof typeof ru;
export type Catalog = Record<MessageKey, string>;

const en: Catalog = {
  "error.title": "Error",
  "error.validation": "Please check the data you entered",
  "error.notFound": "This page could not be found",
  "error.rateLimited": "Too many requests, please try again later",
  "error.payloadTooLarge": "The request is too large",
  "error.unsupportedMediaType": "JSON expected",
  "error.personalCalendarRequired":
    "This is part of the Personal Calendar: sign in and activate it for your chart",
  "error.internal": "Something went wrong, please try again later",
  "error.methodNotAllowed": "Method not allowed",
  "error.field.required": "Required",
  "error.field.number": "A number is expected",
  "error.field.integer": "A whole number is expected",
  "error.field.range": "Out of range: {min}…{max}",
  "error.field.string": "Text is expected",
  "error.field.tooShort": "Too short: at least {min} characters",
  "error.field.tooLong": "Too long: at most {max} characters",
  "error.field.date": "There is no such date in the calendar",
  "error.field.enum": "Not allowed; expected one of: {values}",
  "error.field.invalid": "Invalid value",
  "error.field.placeRequired": "Give a place: coordinates (lat, lng) or a city (cityId)",
  "error.field.unknownCity": "City not found",
  "home.title": "Bazi Calendar",
  "home.description":
    "A daily calendar on the Bazi system: the day's pillars, lunar days, auspicious activities",
  "home.today": "Today",
  "home.place": "Place",
  "home.pillars": "Pillars of the year, month and day",
  "home.lunarDay": "Lunar day",
  "home.moon": "Moon",
  "home.rating": "Day rating",
  "home.officer": "Day officer",
  "home.mansion": "Mansion",
  "home.solarTerm": "Solar term",
  "home.yi": "Suitable",
  "home.ji": "Avoid",
  "home.switchLang": "Русский",
  "home.metaTitle": "Bazi Calendar for {date}",
  "home.pillar.year": "Year",
  "home.pillar.month": "Month",
  "home.pillar.day": "Day",
  "home.lunarDaySince": "from {time}",
  "home.illumination": "{value} illuminated",
  "home.lunarDate": "Chinese lunar date",
  "home.termDay": "day {n} of the term",
  "home.nextTerm": "Next: {name}, {when}",
  "home.almanac": "Almanac of the day",
  "home.reasons": "What makes the rating",
  "home.details.show": "More about the day",
  "home.details.hide": "Hide details",
  "home.allReasons": "All rating factors",
  "home.gods.auspicious": "Auspicious spirits",
  "home.gods.inauspicious": "Inauspicious spirits",
  "home.clash": "Clash",
  "home.clashText": "{animal}, direction {direction}",
  "home.stars": "Stars of the day",
  "home.none": "none",
  "mansion.auspicious": "auspicious",
  "mansion.inauspicious": "inauspicious",
  "nav.skip": "Skip to content",
  "nav.home": "Go to the home page",
  "footer.about": "Bazi (八字) is the Chinese system of the Four Pillars: year, month, day and hour.",
  "notFound.text": "The link may be out of date, or the address may have a typo.",
  "rating.3": "excellent",
  "rating.2": "good",
  "rating.1": "auspicious",
  "rating.0": "neutral",
  "rating.-1": "unfavourable",
  "rating.-2": "bad",
  "rating.-3": "awful",
  "moon.waxing": "waxing",
  "moon.waning": "waning",
};

export const CATALOGS: Record<Lang, Catalog> = { ru, en };

/** The message in a language, with {name} placeholders filled. */
export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return CATALOGS[lang][key].replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export function isLang(v: unknown): v is Lang {
  return v === "ru" || v === "en";
}

/** «21 ноября 2026» / "21 November 2026" for a civil date (no time zone involved). */
export function formatLongDate(lang: Lang, year: number, month: number, day: number): string {
  return new Intl.DateTimeFormat(lang === "ru" ? "ru-RU" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  })
    .format(new Date(Date.UTC(year, month - 1, day)))
    .replace(/\s*г\.$/, "");
}

const pluralRules: Record<Lang, Intl.PluralRules> = {
  ru: new Intl.PluralRules("ru"),
  en: new Intl.PluralRules("en"),
};

/** Picks the plural form: ru one/few/many («1 день», «2 дня», «5 дней»), en one/other. */
export function plural(
  lang: Lang,
  n: number,
  forms: { one: string; few?: string; many?: string; other: string },
): string {
  const cat = pluralRules[lang].select(n);
  const word =
    (cat === "one" && forms.one) ||
    (cat === "few" && forms.few) ||
    (cat === "many" && forms.many) ||
    forms.other;
  return `${n} ${word}`;
}
