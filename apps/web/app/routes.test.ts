/**
 * The route list: every id once; each English route is its Russian twin under /en with the same module, and
 * only the app's Premium pages are Russian-only; each informational page has its pair on routes/page.tsx.
 */
import { PAGE_SLUGS } from "@bazi/i18n/pages";
import { describe, expect, it } from "vitest";
import routes from "./routes.ts";

const byId = new Map(routes.map((r) => [r.id ?? `(${r.path})`, r]));

describe("routes", () => {
  it("has every id once", () => {
    expect(byId.size).toBe(routes.length);
  });

  it("pairs each Russian route with its English one under /en", () => {
    const ruOnly: string[] = [];
    for (const r of routes) {
      if (!r.id?.endsWith("-ru") || r.id === "home-ru") continue;
      const en = byId.get(`${r.id.slice(0, -3)}-en`);
      if (!en) {
        ruOnly.push(r.id);
        continue;
      }
      expect(en.path, r.id).toBe(`en/${r.path}`);
      expect(en.file, r.id).toBe(r.file);
    }
    expect(ruOnly).toEqual(["personal-mobile-ru", "personal-mobile-chart-ru"]);
    expect(routes.filter((r) => r.id?.endsWith("-en")).length).toBe(
      routes.filter((r) => r.id?.endsWith("-ru")).length - ruOnly.length,
    );
    expect(byId.get("home-ru")).toMatchObject({ index: true, file: "routes/day.tsx" });
    expect(byId.get("home-en")).toMatchObject({ path: "en", file: "routes/day.tsx" });
  });

  it("gives each informational page its pair", () => {
    for (const slug of PAGE_SLUGS) {
      expect(byId.get(`page-${slug}-ru`)).toMatchObject({ path: slug, file: "routes/page.tsx" });
      expect(byId.get(`page-${slug}-en`)).toMatchObject({ path: `en/${slug}`, file: "routes/page.tsx" });
    }
  });
});
