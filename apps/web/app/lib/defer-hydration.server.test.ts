import { Readable } from "node:stream";
import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFERRED_PRELOAD,
  deferHydration,
  deferredModuleScript,
  type Preload,
  rewriteHtml,
  wholeUtf8Length,
} from "./defer-hydration.server.ts";

const NONCE = "q1w2e3r4t5y6u7i8o9p0aa==";
const MODULE = `;
import * as route0 from "/assets/root-Cfu2B-5y.js";
import * as route1 from "/assets/day-ow0YzFwB.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-CcN022G2.js"}};
  window.__reactRouterRouteModules = {"root":route0,"home-ru":route1};
import("/assets/entry.client-CcN022G2.js");`;

/** A page shaped as React Router writes it: preloads in the head, the module script after the markup. */
const PAGE =
  `<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>` +
  `<title>Календарь Бацзы на 21 ноября 2026</title><link nonce="${NONCE}" rel="icon" href="/favicon.svg"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-CcN022G2.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root-Cfu2B-5y.js" nonce="${NONCE}"/></head>` +
  `<body><main><h1>21 ноября 2026</h1><p class="han">庚午 丁亥 丙午</p><p>Луна 🌖 убывает</p></main>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {"basename":"/"};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE}</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":\\"Благоприятно: 婚姻\\"}]");</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`;

async function streamed(chunks: Uint8Array[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const c of Readable.from(chunks.map((c) => Buffer.from(c))).pipe(deferHydration(NONCE)))
    out.push(c as Buffer);
  return Buffer.concat(out).toString("utf8");
}

/** Runs a deferred script's code against a stand-in document; answers what it added to the head. */
function runBoot(script: string, nonce: string) {
  const [, inert, code] =
    /^<script type="text\/x-deferred-module">([\s\S]*?)<\/script><script[^>]*>([\s\S]*)<\/script>$/.exec(
      script,
    ) ?? [];
  if (inert === undefined || !code) throw new Error("not the inert element and a script");
  const added: Record<string, string>[] = [];
  const timers: (() => void)[] = [];
  const document = {
    readyState: "complete",
    visibilityState: "visible",
    currentScript: { nonce, previousElementSibling: { textContent: inert } },
    createElement: (tag: string) => {
      const el: Record<string, string> = { tag };
      return Object.assign(el, { setAttribute: (k: string, v: string) => (el[k] = v) });
    },
    head: {
      append: ({ setAttribute: _, ...el }: Record<string, unknown>) =>
        added.push(el as Record<string, string>),
    },
  };
  const paints: string[] = [];
  const observers: ((list: unknown, o: { disconnect(): void }) => void)[] = [];
  runInNewContext(code, {
    document,
    addEventListener: () => {},
    requestAnimationFrame: (f: () => void) => timers.push(f),
    setTimeout: (f: () => void, ms = 0) => {
      if (ms < 1000) timers.push(f); // the 3-second fallback never comes in time here
    },
    performance: { getEntriesByName: (name: string) => paints.filter((p) => p === name) },
    PerformanceObserver: class {
      constructor(cb: (typeof observers)[number]) {
        observers.push(cb);
      }
      observe() {}
    },
  });
  const run = () => {
    while (timers.length) timers.shift()?.();
  };
  run();
  const beforePaint = added.length;
  // the browser reports its paints: first-paint changes nothing, first-contentful-paint lets it go
  for (const name of ["first-paint", "first-contentful-paint"]) {
    paints.push(name);
    for (const o of observers) o([], { disconnect: () => observers.splice(observers.indexOf(o), 1) });
    run();
    if (name === "first-paint") expect(added.length).toBe(beforePaint);
  }
  return { beforePaint, added };
}

describe("deferHydration: the page's scripts start after its first paint", () => {
  it("takes the preloads and the module script out of the browser's way, leaving the rest as it was", async () => {
    const html = await streamed([Buffer.from(PAGE)]);
    expect(html).not.toMatch(/<link rel="(bazi-)?modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // the nonce is left only where a script (or the icon) needs it
    expect(html.split(NONCE)).toHaveLength(PAGE.split(NONCE).length - 2);
    // the module script's place holds the classic script with the same nonce, the very code and the preloads'
    // addresses; the rest is untouched
    const [before, after] = PAGE.split(/<script nonce="[^"]*" type="module" async="">[\s\S]*?<\/script>/);
    expect(html).toBe(
      before!.replace(/<link rel="modulepreload"[^>]*>/g, "") +
        deferredModuleScript(MODULE, NONCE, [
          { href: "/assets/entry.client-CcN022G2.js" },
          { href: "/assets/root-Cfu2B-5y.js" },
        ]) +
        after,
    );
  });

  it("leaves preloads without the page's nonce inert and out of the script's list", async () => {
    const injected = '<link rel="modulepreload" href="/evil.js"/>';
    const foreign = `<link rel="modulepreload" href="/other.js" nonce="not-${NONCE}"/>`;
    const page = PAGE.replace("</head>", `${injected}${foreign}</head>`);
    const html = await streamed([Buffer.from(page)]);
    expect(html).toContain(`<link rel="${DEFERRED_PRELOAD}" href="/evil.js"/>`);
    expect(html).toContain(`<link rel="${DEFERRED_PRELOAD}" href="/other.js" nonce="not-${NONCE}"/>`);
    expect(html).not.toContain('"\\/evil.js');
    expect(html).toContain(
      deferredModuleScript(MODULE, NONCE, [
        { href: "/assets/entry.client-CcN022G2.js" },
        { href: "/assets/root-Cfu2B-5y.js" },
      ]),
    );
    // a page rendered without a nonce (a visitor's fixed page) takes the preloads without one, and only those
    const bare = page.replaceAll(` nonce="${NONCE}"`, "");
    const none: string[] = [];
    for await (const c of Readable.from([Buffer.from(bare)]).pipe(deferHydration())) none.push(String(c));
    const bareHtml = none.join("");
    expect(bareHtml.match(new RegExp(`rel="${DEFERRED_PRELOAD}"`, "g"))).toHaveLength(1);
    expect(bareHtml).toContain(`<link rel="${DEFERRED_PRELOAD}" href="/other.js" nonce="not-${NONCE}"/>`);
    expect(bareHtml).toContain(
      deferredModuleScript(MODULE, null, [
        { href: "/assets/entry.client-CcN022G2.js" },
        { href: "/assets/root-Cfu2B-5y.js" },
        { href: "/evil.js" },
      ]),
    );
  });

  it("gives the same page however the stream is cut (inside tags, inside the script, inside a character)", async () => {
    const bytes = Buffer.from(PAGE);
    const whole = await streamed([bytes]);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 12 }),
        async (cuts) => {
          const at = [0, ...cuts.sort((a, b) => a - b), bytes.length];
          const chunks = at.slice(1).map((end, i) => bytes.subarray(at[i], end));
          expect(await streamed(chunks)).toBe(whole);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("the deferred script adds the preloads and the module, with the nonce and the very code, after the first paint", () => {
    // the code comes from between a script's tags, so it never holds "</script"
    const code = `${MODULE}\nconst s = "<!-- \\u2028 «ё» 丙午";`;
    const preloads: Preload[] = [
      { href: "/assets/a.js" },
      { href: "/assets/b.js?x=</script>", crossorigin: "" },
    ];
    const script = deferredModuleScript(code, NONCE, preloads);
    // the preloads' list cannot end the element early
    expect(script.split("</script>")).toHaveLength(3);
    const { beforePaint, added } = runBoot(script, NONCE);
    expect(beforePaint).toBe(0); // nothing before the first contentful paint
    expect(added).toEqual([
      { tag: "link", rel: "modulepreload", nonce: NONCE, href: "/assets/a.js" },
      { tag: "link", rel: "modulepreload", nonce: NONCE, href: "/assets/b.js?x=</script>", crossorigin: "" },
      { tag: "script", type: "module", nonce: NONCE, textContent: code },
    ]);
  });

  it("leaves a page without a module script as it was, and external module scripts alone", async () => {
    const plain = PAGE.replace(/<script nonce="[^"]*" type="module" async="">[\s\S]*?<\/script>/, "");
    expect(await streamed([Buffer.from(plain)])).toBe(plain.replace(/<link rel="modulepreload"[^>]*>/g, ""));
    const external = '<script type="module" src="/@vite/client"></script>';
    expect(rewriteHtml(external, { nonce: NONCE, preloads: [] })).toEqual({
      out: external,
      held: "",
      done: false,
    });
  });

  it("cuts a chunk only after whole UTF-8 characters", () => {
    const s = Buffer.from("aё丙🌖");
    const lengths = [1, 3, 6, 10];
    for (let n = 0; n <= s.length; n++) {
      expect(wholeUtf8Length(s.subarray(0, n))).toBe(Math.max(0, ...lengths.filter((l) => l <= n)));
    }
  });
});
