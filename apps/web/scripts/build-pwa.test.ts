import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { manifestOf, offlineTexts, siteTheme } from "./build-pwa.ts";

const PUBLIC = new URL("../public/", import.meta.url);

describe("the web app manifests", () => {
  it("name the app in each language, start at its home page, stand alone in the site's colours", () => {
    const ru = manifestOf("ru");
    expect(ru).toMatchObject({
      id: "/",
      lang: "ru",
      name: "Календарь Бацзы",
      short_name: "Бацзы",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#faf7f2",
      background_color: "#faf7f2",
    });
    expect(ru.description).toMatch(/Бацзы/);
    const en = manifestOf("en");
    expect(en).toMatchObject({
      id: "/en/",
      lang: "en",
      name: "Bazi Calendar",
      start_url: "/en/",
      scope: "/en",
    });
    // the start URL is inside the scope, and so is the English home page the logo leads to
    expect(en.start_url.startsWith(en.scope)).toBe(true);
    expect("/en".startsWith(en.scope)).toBe(true);
  });

  it("list icons of 192 and 512 px and a maskable one, each a committed file", () => {
    for (const lang of ["ru", "en"] as const) {
      const icons = manifestOf(lang).icons;
      expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
        "192x192 any",
        "512x512 any",
        "512x512 maskable",
      ]);
      for (const icon of icons) {
        expect(icon.type).toBe("image/png");
        expect(existsSync(new URL(`.${icon.src}`, PUBLIC)), icon.src).toBe(true);
      }
      expect(existsSync(new URL(`./icons/${lang}-180.png`, PUBLIC))).toBe(true);
    }
  });

  it("the offline page has its texts in both languages", () => {
    const texts = offlineTexts();
    expect(texts.ru.title).toBe("Нет связи");
    expect(texts.en.title).toBe("You are offline");
    for (const lang of ["ru", "en"] as const) {
      for (const value of Object.values(texts[lang])) expect(value.length).toBeGreaterThan(3);
    }
  });

  it("the offline page gets the site's fonts and colours from app.css", () => {
    const theme = siteTheme();
    expect(theme.sans).toBe('"Inter", "Segoe UI", "Roboto", "Helvetica Neue", Arial, system-ui, sans-serif');
    expect(theme.han).toMatch(/^"Noto Serif CJK SC", .*, serif$/);
    expect(theme).toMatchObject({ paper: "#faf7f2", ink: "#1f1a17", seal: "#b3261e" });
    expect(() => siteTheme("@theme { --color-paper: #fff; }")).toThrow(/--font-sans/);
  });
});
