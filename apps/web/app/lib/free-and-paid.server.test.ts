import { readFileSync } from "node:fs";
import { MAX_SELECT_DAYS, MAX_SELECT_PEOPLE } from "@bazi/almanac";
import { GENERAL_DAYS_AHEAD } from "@bazi/contracts/limits";
import { describe, expect, it } from "vitest";
import { freeAndPaid } from "./free-and-paid.server.ts";

const numbersIn = (s: string) =>
  [...s.matchAll(/\d[\d\s\u00a0]*/g)].map((m) => Number(m[0].replace(/\D/g, "")));

describe("the free-and-paid page", () => {
  for (const lang of ["ru", "en"] as const) {
    it(`states the limits where they are defined, not retyped (${lang})`, () => {
      const { free, paid } = freeAndPaid(lang, ["telegram", "push"]);
      const text = [...free.items, ...paid.items].join("\n");
      // every number on the page is one of the constants, and each constant is on it
      const limits = [GENERAL_DAYS_AHEAD, MAX_SELECT_PEOPLE, MAX_SELECT_DAYS];
      expect(new Set(numbersIn(text))).toEqual(new Set(limits));
      expect(free.items.find((i) => i.includes(String(MAX_SELECT_PEOPLE)))).toMatch(
        lang === "ru" ? /до 5 участников/ : /up to 5 people/,
      );
      expect(text).toMatch(
        new RegExp(`${GENERAL_DAYS_AHEAD}\\s${lang === "ru" ? "дней вперёд" : "days ahead"}`),
      );
      expect(paid.items.join(" ")).toMatch(
        new RegExp(`${MAX_SELECT_DAYS}\\s${lang === "ru" ? "день" : "days"}`),
      );
      // the page's own prose retypes none of them
      const md = readFileSync(
        new URL(`../../../../content/${lang}/pages/free-and-paid.md`, import.meta.url),
        "utf8",
      );
      expect(numbersIn(md.split("---")[2]!)).toEqual([]);
    });

    it(`promises the reminders this instance delivers, and no other (${lang})`, () => {
      const line = (channels: ("telegram" | "email" | "push")[]) =>
        freeAndPaid(lang, channels).paid.items.find((i) => /iCalendar/.test(i))!;
      expect(line(["telegram", "push"])).toBe(
        lang === "ru"
          ? "Напоминания о дне по вашей карте в Telegram и push-уведомлением, а также календарь-подписка (iCalendar)."
          : "Reminders of your day by Telegram and by push notification, and a calendar feed (iCalendar).",
      );
      expect(line(["push"])).not.toMatch(/Telegram|e-mail|письм/);
      expect(line([])).toBe(
        lang === "ru"
          ? "Календарь-подписка (iCalendar) с вашими днями."
          : "A calendar feed (iCalendar) of your days.",
      );
    });
  }
});
