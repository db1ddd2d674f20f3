/**
 * Texts of date selection 择日 (/predict/event and its .ics files). A catalog of its own, imported only by
 * that page, so that the other tools' scripts do not carry it. ru is the source; en must have every key.
 */
import { defineTexts } from "./lookup.ts";

const ru = {
  "select.modes.theme": "По теме или делу",
  "select.modes.event": "Для события и людей",
  "select.title": "Выбор даты для события",
  "select.metaTitle": "Выбор даты для свадьбы, переезда, сделки — Календарь Бацзы",
  "select.description":
    "Подбор дня по китайскому альманаху (择日) для свадьбы, переезда, открытия дела, договора, поездки, лечения, ремонта или похорон — с учётом до пяти участников.",
  "select.lead":
    "Укажите событие, период и людей, которых оно касается. Дни, запрещённые правилами альманаха, уйдут; остальные выстроятся по силе добрых знаков — с лучшими часами и объяснением.",
  "select.event": "Событие",
  "select.event.wedding": "Свадьба или помолвка",
  "select.event.moving": "Переезд и новоселье",
  "select.event.business": "Открытие дела",
  "select.event.contract": "Подписание договора",
  "select.event.travel": "Поездка",
  "select.event.medical": "Медицинская процедура",
  "select.event.renovation": "Ремонт и закладка",
  "select.event.burial": "Погребение",
  "select.from": "С",
  "select.to": "По",
  "select.rangeHint":
    "Бесплатно — даты по {date} включительно. Дальше, до 24 месяцев, — если участник события ваша карта с Персональным календарём.",
  "select.rangeHintPaid":
    "До 24 месяцев: отметьте участником свою карту с Персональным календарём. Без неё — даты по {date} включительно.",
  "select.people": "Участники",
  "select.peopleHint":
    "До пяти человек: ваши сохранённые карты и данные рождения других. Время рождения можно не указывать.",
  "select.savedCharts": "Ваши карты",
  "select.paid": "Персональный календарь",
  "select.person": "Человек {n}",
  "select.personName": "Имя (необязательно)",
  "select.birthDate": "Дата рождения",
  "select.birthTime": "Время (если известно)",
  "select.birthCity": "Город рождения",
  "select.lat": "Широта",
  "select.lng": "Долгота",
  "select.morePeople": "Ещё участники",
  "select.rules": "Особые правила",
  "select.rulesHint": "Каждое действует только для своих событий; снимите, если ваша традиция его не держит.",
  "select.skip.wangWang": "Не учитывать 往亡 — День Пустоты",
  "select.skip.tuWang": "Не учитывать 土王用事 — власть Земли перед сменой сезона",
  "select.skip.pengZu": "Не учитывать запреты Пэн Цзу (彭祖百忌)",
  "select.skip.sanNiangSha":
    "Не учитывать для свадьбы дни Третьей госпожи (三娘煞) — 3, 7, 13, 18, 22 и 27 дни китайского лунного месяца",
  "select.skip.zhouTang": "Не учитывать свадебный круг 周堂 — дни жениха (夫) и невесты (妇)",
  "select.skip.buJiang": "Не предпочитать для свадьбы дни 不将 «без препятствий»",
  "select.deceased": "Усопший",
  "select.deceasedHint":
    "Для погребения: дни и часы, сталкивающиеся с годом рождения усопшего, уйдут; с датой смерти — и дни до неё включительно.",
  "select.diedOn": "Дата смерти (если известна)",
  "select.mountain": "Сидящая гора (坐山)",
  "select.mountainNone": "Не указана",
  "select.mountainHint":
    "Для переезда, ремонта и погребения: одно из 24 направлений, в которое «сидит» дом или могила. Дни и часы, сталкивающиеся с ним, уйдут.",
  "select.hoursWindow": "Часы",
  "select.hoursWindowHint":
    "Лучшие часы дня выбираются среди тех, что начинаются в этом промежутке по местному времени события. Ночные часы — только если отметить.",
  "select.hoursFrom": "С",
  "select.hoursTo": "До",
  "select.allHours": "Предлагать и ночные часы",
  "select.explain": "Почему не эта дата? (необязательно)",
  "select.submit": "Подобрать дни",
  "select.result": "{event}: лучшие дни с {from} по {to}",
  "select.place": "Место события: {place}",
  "select.summary": "Рассмотрено дней: {considered}, исключено правилами: {excluded}.",
  "select.school": "Школа: {name}",
  "select.recommended": "宜 — альманах советует этот день для события",
  "select.scale":
    "Как читать баллы: число у дня — сумма доводов под ним, у каждого свой вес. Дни, на которые альманах советует само событие (宜), идут первыми, какой бы ни была сумма у остальных. Доводы участников усредняются: сколько бы ни было людей, их доля не перевешивает совет альманаха.",
  "select.none":
    "В этом периоде нет дня, который прошёл бы все правила и набрал плюс. Расширьте период или снимите особое правило.",
  "select.leftOut.title": "Почему дни исключены",
  "select.leftOut.lead":
    "Сколько дней исключило каждое правило. Один день может нарушать несколько правил, поэтому числа не складываются.",
  "select.leftOut.alone": "только из-за него — {days}",
  "select.skipOffer.lead": "Особые правила можно не учитывать, если ваша традиция их не соблюдает:",
  "select.skipOffer.button": "{skip}: {days}",
  "select.marks": "На календаре",
  "select.order":
    "Сначала дни, которые альманах прямо советует для события (宜), затем по сумме баллов; при равной сумме — более ранняя дата.",
  "select.rank": "место {n}",
  "select.hours": "Лучшие часы",
  "select.noHours": "Часа без столкновений с участниками в этот день нет",
  "select.reasons": "Почему этот день",
  "select.addDay": "В мой календарь (весь день)",
  "select.addHour": "В календарь",
  "select.explained.title": "{date}: разбор",
  "select.explained.excluded": "День исключён:",
  "select.explained.rank": "День не исключён: {score}, место {rank} среди допустимых.",
  "select.locked.title": "Даты после {date} — в Персональном календаре",
  "select.locked.text":
    "Подбор дальше 30 дней вперёд делается, когда среди участников есть ваша карта с активным Персональным календарём.",
  "select.errorsTitle": "Проверьте поля формы",
  "select.err.dateRequired": "Укажите дату рождения",
  "select.err.placeRequired": "Выберите город или укажите координаты",
  "select.err.badTime": "Время — в виде ЧЧ:ММ",
  "select.err.badNumber": "Координаты — числами",
  "select.err.tooMany": "Не больше пяти участников",
  "select.ics.summary": "{event}: день, выбранный по альманаху",
  "select.ics.description": "Выбрано в Календаре Бацзы по правилам 择日: {url}",
} as const;

export type SelectKey = keyof typeof ru;

const en: Record<SelectKey, string> = {
  "select.modes.theme": "By theme or activity",
  "select.modes.event": "For an event and people",
  "select.title": "Choosing a date for an event",
  "select.metaTitle": "Choosing a date for a wedding, a move, a deal — Bazi Calendar",
  "select.description":
    "Date selection by the Chinese almanac (择日) for a wedding, a move, a business opening, a contract, a journey, a treatment, building work or a burial, for up to five people.",
  "select.lead":
    "Give the event, the period and the people it concerns. The days the almanac's rules forbid drop out; the rest are ranked by their good signs, with the best hours and the reasons.",
  "select.event": "Event",
  "select.event.wedding": "Wedding or engagement",
  "select.event.moving": "Moving and house-warming",
  "select.event.business": "Opening a business",
  "select.event.contract": "Signing a contract",
  "select.event.travel": "Travel",
  "select.event.medical": "A medical procedure",
  "select.event.renovation": "Renovation and ground-breaking",
  "select.event.burial": "Burial",
  "select.from": "From",
  "select.to": "To",
  "select.rangeHint":
    "Free: dates up to {date}. Beyond it, up to 24 months, when one of the people is your chart with a Personal Calendar.",
  "select.rangeHintPaid":
    "Up to 24 months: tick your chart with a Personal Calendar as one of the people. Without it, dates up to {date}.",
  "select.people": "People",
  "select.peopleHint":
    "Up to five: your saved charts and other people's births. The time of birth may be left out.",
  "select.savedCharts": "Your charts",
  "select.paid": "Personal Calendar",
  "select.person": "Person {n}",
  "select.personName": "Name (optional)",
  "select.birthDate": "Date of birth",
  "select.birthTime": "Time (if known)",
  "select.birthCity": "Place of birth",
  "select.lat": "Latitude",
  "select.lng": "Longitude",
  "select.morePeople": "More people",
  "select.rules": "Particular rules",
  "select.rulesHint": "Each applies to its own events only; untick one if your tradition does not keep it.",
  "select.skip.wangWang": "Ignore 往亡, the Going to Perish days",
  "select.skip.tuWang": "Ignore 土王用事, the Earth's reign before each season",
  "select.skip.pengZu": "Ignore Peng Zu's taboos (彭祖百忌)",
  "select.skip.sanNiangSha":
    "Ignore the Third Lady's days (三娘煞), the 3rd, 7th, 13th, 18th, 22nd and 27th lunar days, for weddings",
  "select.skip.zhouTang": "Ignore the wedding's 周堂 ring, the groom's (夫) and the bride's (妇) days",
  "select.skip.buJiang": "Do not prefer the Unobstructed days (不将) for a wedding",
  "select.deceased": "The deceased",
  "select.deceasedHint":
    "For a burial: the days and hours that clash with the deceased's birth year drop out; with the date of death, so do the days up to it and the day itself.",
  "select.diedOn": "Date of death (if known)",
  "select.mountain": "Sitting mountain (坐山)",
  "select.mountainNone": "Not given",
  "select.mountainHint":
    "For moving, renovation and burial: which of the 24 directions the house or the grave sits in. Days and hours that clash with it drop out.",
  "select.hoursWindow": "Hours",
  "select.hoursWindowHint":
    "A day's best hours are chosen among those that begin within this span, local time at the event's place. Night hours only when ticked.",
  "select.hoursFrom": "From",
  "select.hoursTo": "To",
  "select.allHours": "Offer night hours too",
  "select.explain": "Why not this date? (optional)",
  "select.submit": "Find the days",
  "select.result": "{event}: the best days from {from} to {to}",
  "select.place": "Where: {place}",
  "select.summary": "Days considered: {considered}; excluded by the rules: {excluded}.",
  "select.school": "School: {name}",
  "select.recommended": "宜: the almanac recommends this day for the event",
  "select.scale":
    "How to read the scores: the number beside a day adds up the reasons under it, each with its own weight. Days on which the almanac recommends the event itself (宜) come first, whatever the others score. The people's reasons are averaged: however many people there are, their share never outweighs the almanac's advice.",
  "select.none":
    "No day in this period passes every rule with a positive score. Widen the period or leave out a particular rule.",
  "select.leftOut.title": "Why days were left out",
  "select.leftOut.lead":
    "How many days each rule left out. One day can break several rules, so the numbers do not add up.",
  "select.leftOut.alone": "{days} by this rule alone",
  "select.skipOffer.lead": "The particular rules can be left out if your tradition does not keep them:",
  "select.skipOffer.button": "{skip}: {days}",
  "select.marks": "On the calendar",
  "select.order":
    "Days the almanac itself recommends for the event (宜) come first, then the higher total; equal totals, the earlier date first.",
  "select.rank": "place {n}",
  "select.hours": "Best hours",
  "select.noHours": "No hour of this day is free of clashes with the people",
  "select.reasons": "Why this day",
  "select.addDay": "Add to my calendar (all day)",
  "select.addHour": "Add to calendar",
  "select.explained.title": "{date}: the reasons",
  "select.explained.excluded": "The day is excluded:",
  "select.explained.rank": "The day is not excluded: {score}, place {rank} among the allowed days.",
  "select.locked.title": "Dates after {date} are in the Personal Calendar",
  "select.locked.text":
    "Selection beyond 30 days ahead works when one of the people is your chart with an active Personal Calendar.",
  "select.errorsTitle": "Check the form",
  "select.err.dateRequired": "Give the date of birth",
  "select.err.placeRequired": "Choose a city or give coordinates",
  "select.err.badTime": "Time as HH:MM",
  "select.err.badNumber": "Coordinates as numbers",
  "select.err.tooMany": "At most five people",
  "select.ics.summary": "{event}: a day chosen by the almanac",
  "select.ics.description": "Chosen in Bazi Calendar by the rules of 择日: {url}",
};

defineTexts({ ru, en });

export { t } from "./lookup.ts";
