/**
 * The site's language and what search engines read, on PGlite and PostgreSQL: ?lang= switches the language and
 * remembers it, the home page follows the remembered one; robots.txt and the sitemap with ru/en alternates.
 */
import { describe, expect, it } from "vitest";
import { appOn, DB_TARGETS } from "./harness.ts";

describe.each(DB_TARGETS)("language and sitemap on $name", (target) => {
  const ctx = appOn(target);

  it("the language: ?lang= switches and remembers it, the home page follows the remembered one", async () => {
    const toEn = await ctx.app.request("/2026/11/21?lang=en&x=1");
    expect(toEn.status).toBe(302);
    expect(toEn.headers.get("location")).toBe("/en/2026/11/21?x=1");
    expect(toEn.headers.get("set-cookie")).toBe("lang=en; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(toEn.headers.get("cache-control")).toBe("private, no-store");
    const toRu = await ctx.app.request("https://bazi.example/en/bazi?lang=ru");
    expect(toRu.headers.get("location")).toBe("/bazi");
    expect(toRu.headers.get("set-cookie")).toBe("lang=ru; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    // an unknown language: the parameter is dropped, nothing remembered
    const odd = await ctx.app.request("/about?lang=de");
    expect(odd.headers.get("location")).toBe("/about");
    expect(odd.headers.get("set-cookie")).toBeNull();
    // the home page follows the cookie; deep links and visitors without it stay
    const home = await ctx.app.request("/", { headers: { cookie: "consent=1; lang=en" } });
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/en");
    expect(home.headers.get("vary")).toContain("Cookie");
    for (const [path, cookie] of [
      ["/", "lang=ru"],
      ["/", ""],
      ["/2026/11/21", "lang=en"],
      ["/en", "lang=ru"],
    ] as const) {
      const res = await ctx.app.request(path, { headers: cookie ? { cookie } : {} });
      expect(res.status, `${path} with "${cookie}"`).not.toBe(302);
    }
  });

  it("robots.txt and a sitemap with ru/en alternates of the public pages", async () => {
    const robots = await (await ctx.app.request("/robots.txt")).text();
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:3000\/sitemap\.xml/);
    const res = await ctx.app.request("/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain("<loc>http://localhost:3000/2026/11/21</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/en/2026/12/21</loc>");
    expect(xml).not.toContain("/2026/12/22<");
    expect(xml).toContain("<loc>http://localhost:3000/2026/events</loc>");
    expect(xml).toContain('hreflang="en" href="http://localhost:3000/en/about"');
    // the Bazi tools and the glossary, in both languages
    for (const path of ["/bazi", "/bazi/compare", "/predict/event", "/glossary"]) {
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
      expect(xml).toContain(`<loc>http://localhost:3000/en${path}</loc>`);
    }
    // articles in the languages they exist in (the repository has every article in both, issue 22)
    await ctx.content.importContent();
    const withContent = await (await ctx.app.request("/sitemap.xml")).text();
    expect(withContent).toContain("<loc>http://localhost:3000/articles/what-is-bazi</loc>");
    expect(withContent).toContain("<loc>http://localhost:3000/en/articles/what-is-bazi</loc>");
    expect(withContent).toContain("<loc>http://localhost:3000/articles/day-officers</loc>");
    expect(withContent).toContain("<loc>http://localhost:3000/en/articles/day-officers</loc>");
    expect(withContent).toContain("<loc>http://localhost:3000/en/faq</loc>");
  });
});
