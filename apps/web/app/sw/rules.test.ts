import { describe, expect, it } from "vitest";
import {
  assetRefs,
  changesAccount,
  copyOf,
  DAYS_AHEAD,
  discoveryPaths,
  discoveryUrl,
  endsOwner,
  noticeOf,
  offlineUrls,
  placeFor,
  windowDates,
} from "./rules.ts";

const u = (path: string) => new URL(path, "https://bazi.example");

describe("the days kept offline", () => {
  it("are today and the 30 days after it, across months and years", () => {
    const dates = windowDates("2026-12-15");
    expect(dates).toHaveLength(DAYS_AHEAD + 1);
    expect(dates[0]).toBe("2026-12-15");
    expect(dates[1]).toBe("2026-12-16");
    expect(dates[17]).toBe("2027-01-01");
    expect(dates[30]).toBe("2027-01-14");
    expect(windowDates("2028-02-28", 2)).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(windowDates("21.11.2026")).toEqual([]);
  });

  it("each as its page, its data and its details, after the home page; English under /en", () => {
    const ru = offlineUrls("ru", "2026-11-21");
    expect(ru).toHaveLength(2 + 3 * (DAYS_AHEAD + 1));
    expect(ru.slice(0, 5)).toEqual([
      { url: "/", kind: "page" },
      { url: "/_.data", kind: "data" },
      { url: "/2026/11/21", kind: "page" },
      { url: "/2026/11/21.data", kind: "data" },
      { url: "/2026/11/21/details", kind: "details" },
    ]);
    expect(ru.at(-3)).toEqual({ url: "/2026/12/21", kind: "page" });
    const en = offlineUrls("en", "2026-11-21");
    expect(en.slice(0, 3).map((w) => w.url)).toEqual(["/en", "/en.data", "/en/2026/11/21"]);
    expect(en.at(-1)).toEqual({ url: "/en/2026/12/21/details", kind: "details" });
    // every URL kept is one a request finds again
    for (const w of [...ru, ...en]) expect(copyOf(u(w.url))?.key).toBe(w.url);
  });

  it("ask route discovery for the home page, the days, their months and years", () => {
    const paths = discoveryPaths("ru", "2026-12-20");
    expect(paths).toContain("/");
    expect(paths).toContain("/2026/12/20");
    expect(paths).toContain("/2027/01/19");
    expect(paths).toEqual(expect.arrayContaining(["/2026", "/2026/12", "/2027", "/2027/01"]));
    expect(paths).toHaveLength(1 + 31 + 2 + 2);
    const url = u(discoveryUrl("c7b79ccf", ["/en", "/en/2026/11/21"]));
    expect(url.pathname).toBe("/__manifest");
    expect(url.searchParams.get("paths")).toBe("/en,/en/2026/11/21");
    expect(url.searchParams.get("version")).toBe("c7b79ccf");
  });
});

describe("a request's copy", () => {
  it("is the canonical page, data or details path", () => {
    expect(copyOf(u("/2026/11/22"))).toEqual({
      key: "/2026/11/22",
      kind: "page",
      page: "/2026/11/22",
      lang: "ru",
    });
    expect(copyOf(u("/en/2026/11/22.data"))).toEqual({
      key: "/en/2026/11/22.data",
      kind: "data",
      page: "/en/2026/11/22",
      lang: "en",
    });
    expect(copyOf(u("/2026/11/22/details"))?.kind).toBe("details");
    expect(copyOf(u("/"))).toEqual({ key: "/", kind: "page", page: "/", lang: "ru" });
    expect(copyOf(u("/_.data"))?.page).toBe("/");
  });

  it("reads /en/ (the English start URL) as /en, and its data the same", () => {
    expect(copyOf(u("/en/"))?.key).toBe("/en");
    expect(copyOf(u("/en"))?.key).toBe("/en");
    expect(copyOf(u("/en/_.data"))?.key).toBe("/en.data");
    expect(copyOf(u("/en.data"))).toEqual({ key: "/en.data", kind: "data", page: "/en", lang: "en" });
  });

  it("ignores React Router's _routes filter on data, and keeps nothing with another query", () => {
    expect(copyOf(u("/2026/11/22.data?_routes=day-ru"))?.key).toBe("/2026/11/22.data");
    expect(copyOf(u("/2026/11/22?_routes=day-ru"))).toBeNull();
    expect(copyOf(u("/2026/11/22?date=23.11.2026"))).toBeNull();
    expect(copyOf(u("/?lang=en"))).toBeNull();
    expect(copyOf(u("/2026/11/22.data?_routes=day-ru&x=1"))).toBeNull();
  });

  it("is none for other pages and files", () => {
    for (const path of [
      "/2026/11",
      "/2026",
      "/2026/1/5",
      "/client",
      "/bazi",
      "/articles/1",
      "/assets/day-abc.js",
      "/api/calendar/day",
      "/__manifest",
      "/sw.js",
      "/english",
    ]) {
      expect(copyOf(u(path)), path).toBeNull();
    }
  });
});

describe("where an answer may be kept", () => {
  const ok = { status: 200, type: "basic", cacheControl: "private, no-cache", viewer: null };

  it("a visitor's page (public, or private to this browser's cookies): the device's copies", () => {
    expect(placeFor({ ...ok, cacheControl: "public, max-age=0, s-maxage=60" }, null)).toBe("shared");
    expect(placeFor(ok, null)).toBe("shared");
    expect(placeFor({ ...ok, cacheControl: null }, null)).toBe("shared");
  });

  it("a page for another user, or for nobody, ends the owner's partition (their session is over here)", () => {
    expect(endsOwner(ok, "user-a")).toBe(true);
    expect(endsOwner({ ...ok, viewer: "user-b" }, "user-a")).toBe(true);
    expect(endsOwner({ ...ok, viewer: "user-a" }, "user-a")).toBe(false);
    expect(endsOwner(ok, null)).toBe(false);
    expect(endsOwner({ ...ok, status: 503 }, "user-a")).toBe(false);
  });

  it("a signed-in user's page: only their own partition, never while the worker knows no owner", () => {
    expect(placeFor({ ...ok, viewer: "user-a" }, "user-a")).toBe("private");
    expect(placeFor({ ...ok, viewer: "user-a", cacheControl: "public" }, "user-a")).toBe("private");
    expect(placeFor({ ...ok, viewer: "user-a" }, null)).toBeNull();
    expect(placeFor({ ...ok, viewer: "user-b" }, "user-a")).toBeNull();
  });

  it("nothing with no-store, nor anything but a plain 200", () => {
    expect(placeFor({ ...ok, cacheControl: "private, no-store" }, null)).toBeNull();
    expect(placeFor({ ...ok, cacheControl: "No-Store" }, null)).toBeNull();
    expect(placeFor({ ...ok, viewer: "user-a", cacheControl: "no-store" }, "user-a")).toBeNull();
    expect(placeFor({ ...ok, status: 404 }, null)).toBeNull();
    expect(placeFor({ ...ok, status: 500 }, null)).toBeNull();
    expect(placeFor({ ...ok, type: "opaqueredirect" }, null)).toBeNull();
    expect(placeFor({ ...ok, type: "redirected" }, null)).toBeNull();
  });
});

describe("account requests", () => {
  it("every POST of the client area and the account API drops the private copies", () => {
    for (const path of ["/client", "/en/client", "/client.data", "/en/client.data"]) {
      expect(changesAccount("POST", u(path)), path).toBe(true);
    }
    expect(changesAccount("POST", u("/api/token/logout"))).toBe(true);
    expect(changesAccount("POST", u("/api/user/singup"))).toBe(true);
    expect(changesAccount("DELETE", u("/api/user"))).toBe(true);
    expect(changesAccount("POST", u("/api/charts/activate"))).toBe(true);
    expect(changesAccount("GET", u("/client"))).toBe(false);
    expect(changesAccount("POST", u("/faq"))).toBe(false);
    expect(changesAccount("POST", u("/clients"))).toBe(false);
  });
});

describe("the build's files a text names", () => {
  it("finds a page's stylesheet, scripts and manifest imports, and a script's chunks", () => {
    const html = `<link rel="stylesheet" href="/assets/app-BCfYoWYb.css"/><script type="text/x-deferred-module">
import * as route0 from "/assets/root-B2I0n6-B.js";
window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-BxRnm9e3.js","imports":["/assets/jsx-runtime-D1Zae5lM.js"]}};
import("/assets/entry.client-BxRnm9e3.js");</script>`;
    expect(assetRefs(html).sort()).toEqual([
      "/assets/app-BCfYoWYb.css",
      "/assets/entry.client-BxRnm9e3.js",
      "/assets/jsx-runtime-D1Zae5lM.js",
      "/assets/root-B2I0n6-B.js",
    ]);
    const chunk = `import{a as e}from"./jsx-runtime-D1Zae5lM.js";const m=(i,m=m,d=(m.f||(m.f=["assets/auth-forms-C1UOdLqP.js","assets/src-CTOpKhh1.js"])))=>i;import("./offline-client-Abc_12.js")`;
    expect(assetRefs(chunk).sort()).toEqual([
      "/assets/auth-forms-C1UOdLqP.js",
      "/assets/jsx-runtime-D1Zae5lM.js",
      "/assets/offline-client-Abc_12.js",
      "/assets/src-CTOpKhh1.js",
    ]);
    expect(assetRefs("no files here: assets, ./x, /assets/")).toEqual([]);
  });
});

describe("a push from the site's server", () => {
  const data = (value: unknown) => ({ json: () => value });
  const origin = "https://bazi.example";

  it("shows the day's reminder as the server worded it, opening its link", () => {
    const pushed = {
      title: "21 ноября: хороший день",
      body: "Благоприятно: переезд",
      url: "https://bazi.example/2026-11-21",
      tag: "day-2026-11-21",
      lang: "ru",
    };
    expect(noticeOf(data(pushed), origin)).toEqual(pushed);
    expect(noticeOf(data({ ...pushed, lang: "en" }), origin)?.lang).toBe("en");
  });

  it("opens the site instead of a link that is not http(s), and reads an unknown language as Russian", () => {
    const n = noticeOf(data({ title: "T", body: "B", url: "javascript:alert(1)", lang: "de" }), origin);
    expect(n).toEqual({ title: "T", body: "B", url: origin, tag: "", lang: "ru" });
  });

  it("is nothing to show without a title and a body, or when it is not JSON", () => {
    expect(noticeOf(data({ body: "B" }), origin)).toBeNull();
    expect(noticeOf(data({ title: "T", body: 3 }), origin)).toBeNull();
    expect(noticeOf(data(null), origin)).toBeNull();
    expect(noticeOf(null, origin)).toBeNull();
    expect(
      noticeOf(
        {
          json: () => {
            throw new SyntaxError("not JSON");
          },
        },
        origin,
      ),
    ).toBeNull();
  });
});
