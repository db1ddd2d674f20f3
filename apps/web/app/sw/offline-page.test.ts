import { describe, expect, it } from "vitest";
import { offlinePageHtml, type SiteTheme } from "./offline-page.ts";

const THEME: SiteTheme = {
  sans: '"Inter", Arial, sans-serif',
  han: '"Noto Serif SC", serif',
  paper: "#faf7f2",
  ink: "#1f1a17",
  seal: "#b3261e",
};
const TEXTS = {
  name: "Календарь Бацзы",
  title: "Нет связи",
  text: "Эта страница не сохранена.",
  saved: "Сохранённые дни",
  retry: "Попробовать снова",
};

describe("the offline page", () => {
  it("has the site's header: the locale's seal and the site's name, a link home", () => {
    const ru = offlinePageHtml({ lang: "ru", texts: TEXTS, theme: THEME, here: "/2027/01/01", days: [] });
    expect(ru).toMatch(
      /<header><div class="bar"><a class="brand" href="\/" data-testid="brand" data-logo="ru">/,
    );
    expect(ru).toContain('aria-hidden="true">八字</span><span class="name">Календарь Бацзы</span></a>');
    const en = offlinePageHtml({
      lang: "en",
      texts: { ...TEXTS, name: "Bazi Calendar" },
      theme: THEME,
      here: "/en/2027/01/01",
      days: [],
    });
    expect(en).toContain('<html lang="en"');
    expect(en).toMatch(/<a class="brand" href="\/en" data-testid="brand" data-logo="en">/);
    expect(en).toContain('aria-hidden="true">八</span><span class="name">Bazi Calendar</span>');
  });

  it("is set in the site's fonts and colours", () => {
    const html = offlinePageHtml({ lang: "ru", texts: TEXTS, theme: THEME, here: "/", days: [] });
    expect(html).toContain(`body{font-family:${THEME.sans};`);
    expect(html).toContain(`font-family:${THEME.han};`);
    expect(html).toContain("background:#faf7f2");
    expect(html).not.toContain("system-ui,sans-serif");
  });

  it("offers to try again and lists the kept days, everything escaped", () => {
    const html = offlinePageHtml({
      lang: "ru",
      texts: TEXTS,
      theme: THEME,
      here: '/x?a="<b>"',
      days: [{ href: "/2026/11/30", label: "пн, 30 ноября" }],
    });
    expect(html).toContain('href="/x?a=&#34;&#60;b&#62;&#34;" data-testid="offline-retry"');
    expect(html).toContain(
      '<ul data-testid="offline-days"><li><a href="/2026/11/30">пн, 30 ноября</a></li></ul>',
    );
    const none = offlinePageHtml({ lang: "ru", texts: TEXTS, theme: THEME, here: "/", days: [] });
    expect(none).not.toContain("offline-days");
  });
});
