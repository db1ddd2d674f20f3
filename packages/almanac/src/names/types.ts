/** A term in Chinese with the English and Russian names the product shows. */
export interface Name {
  zh: string;
  en: string;
  ru: string;
}

export type Lang = "ru" | "en";

export function nameIn(n: Name, lang: Lang): string {
  return lang === "ru" ? n.ru : n.en;
}
