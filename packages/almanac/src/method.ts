/**
 * The schools the judgements follow, named with their sources so that every rating and every selected date can
 * say whose reading it is (docs/domain.md §8 and §12). Each JSON answer that carries a judgement carries one of
 * these.
 */
import type { Lang, Name } from "./names/types.ts";

export interface Method {
  id: "tongShu" | "zeRi";
  name: Name;
  sources: readonly string[];
}

/** Day, hour, activity, theme and personal ratings. */
export const RATING_METHOD: Method = {
  id: "tongShu",
  name: {
    zh: "通书",
    en: "The popular Tong Shu reading, bounded by the classical hard rules",
    ru: "Популярное чтение Тун Шу в границах классических запретов",
  },
  sources: [
    "通书: day officers 建除, Yellow and Black Path spirits, the 28 mansions, day gods",
    "協紀辨方書 (1741): 月破, 岁破, 四离, 四绝 and 诸事不宜 cap the day",
    "tyme4ts 1.5.2 (6tail): the almanac's yi/ji and day-god tables",
  ],
};

/** Date selection for an event and its participants. */
export const SELECTION_METHOD: Method = {
  id: "zeRi",
  name: {
    zh: "择日",
    en: "Date selection after the Tong Shu and 協紀辨方書",
    ru: "Выбор даты по Тун Шу и 協紀辨方書",
  },
  sources: [
    "協紀辨方書 (1741): 岁破, 月破, 四离, 四绝, 三煞, 往亡, 天德 and 月德",
    "杨公忌日: the thirteen taboo days of Yang Yunsong",
    "彭祖百忌 and 月令 (土王用事)",
    "tyme4ts 1.5.2 (6tail): the almanac's yi/ji table, which also ranks the day officers per event",
  ],
};

export function methodJson(m: Method, lang: Lang) {
  return { id: m.id, zh: m.name.zh, name: lang === "ru" ? m.name.ru : m.name.en, sources: [...m.sources] };
}
