/**
 * The page's JavaScript starts after its first paint (decision 011).
 *
 * A page is rendered on the server: the HTML and the stylesheet are all its first paint needs. React Router's
 * `<Scripts>` writes module preloads for every chunk (React hoists them into the head, where Chrome fetches them
 * at high priority alongside the stylesheet) and an inline module script that imports the route modules and
 * starts hydration. On a phone on a slow network the 136 KB of the day page's JavaScript then competes with the
 * stylesheet for the first paint; Lighthouse's simulated phone put the first paint at 2.5 s with them, ~1 s
 * without. Neither `<Scripts>` nor React offers a way to hold them, so the HTML is rewritten on its way out
 * (entry.server.tsx):
 *
 * - a `<link rel="modulepreload" …>` carrying the page's nonce (none on a visitor's fixed page) leaves the HTML,
 *   its attributes kept for the script below (any other becomes `<link rel="bazi-modulepreload" …>`, which the
 *   browser ignores);
 * - the inline `<script type="module">` becomes an inert script element of type `text/x-deferred-module` with the
 *   same code, followed by a classic script (the same nonce) holding the preloads' list, which, once the
 *   document is parsed and its first contentful paint reported, a frame later (at once in a hidden tab, where
 *   nothing paints; after 3 s in any case), adds the module preloads and a module script with that code (and the
 *   nonce) to the head. React skips the extra element while hydrating the body.
 *
 * The code stays in the page as a script element's text rather than inside the classic script so that a page
 * without a nonce can allow it by its hash: the server hashes every inline script's text, inert or not
 * (apps/server/src/web/script-hashes.ts, decision 019), and the module made from that text matches it. The
 * stream is held only until the module script has passed (it follows the page's markup, in React's first
 * chunk); the streamed hydration data after it passes through as it comes.
 */
import { Transform, type TransformCallback } from "node:stream";

export const DEFERRED_PRELOAD = "bazi-modulepreload";

const PRELOAD = /<link rel="modulepreload"([^>]*?)\/?>/g;
const ATTRIBUTE = /\s([^\s="'>/]+)(?:="([^"]*)")?/g;
const MODULE_OPEN = /<script\b([^>]*)\btype="module"([^>]*)>/;
const SCRIPT_CLOSE = "</script>";

/** A module preload's attributes but rel and nonce, as the browser should get them. */
export type Preload = Record<string, string>;

/** In a string inside a script, "<" must not open "</script>" or "<!--": escaped, as JSON allows. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/** The type of the inert script element that holds the module's code until it starts. */
export const DEFERRED_MODULE = "text/x-deferred-module";

/**
 * The inert element with `code` and the classic script that adds `preloads` and starts `code` as a module after
 * the first paint (see the file header).
 */
export function deferredModuleScript(code: string, nonce: string | null, preloads: Preload[] = []): string {
  // go: the preloads and the module into the head (once). It waits for the document to be parsed and its
  // first contentful paint reported, then a frame; a hidden page (nothing to paint) goes at once, and after 3 s
  // it goes whatever happened. The code is the text of the element just before this script.
  const boot = `((p,s)=>{const n=s.nonce,c=s.previousElementSibling.textContent,go=()=>{if(go.d)return;go.d=1;for(const a of p){const l=document.createElement("link");for(const k in a)l.setAttribute(k,a[k]);l.rel="modulepreload";l.nonce=n;document.head.append(l)}const m=document.createElement("script");m.type="module";m.nonce=n;m.textContent=c;document.head.append(m)},frame=()=>requestAnimationFrame(()=>setTimeout(go)),painted=()=>performance.getEntriesByName("first-contentful-paint").length>0,later=()=>{setTimeout(go,3e3);if(document.visibilityState==="hidden")return go();if(painted())return frame();try{new PerformanceObserver((l,o)=>{if(painted()){o.disconnect();frame()}}).observe({type:"paint"})}catch{frame()}};document.readyState==="loading"?addEventListener("DOMContentLoaded",later):later()})(${scriptLiteral(preloads)},document.currentScript)`;
  return `<script type="${DEFERRED_MODULE}">${code}</script><script${nonce === null ? "" : ` nonce="${nonce}"`}>${boot}</script>`;
}

/** What the rewrite keeps between chunks: the page's nonce and the preloads taken out so far. */
export interface RewriteState {
  nonce: string | null;
  preloads: Preload[];
}

/**
 * Rewrites a complete stretch of HTML (see the file header). Answers the rewritten text and whether the module
 * script was found; `held` is the part to keep for the next chunk (an unfinished tag or module script). The
 * preloads taken out go into `state.preloads`.
 */
export function rewriteHtml(text: string, state: RewriteState): { out: string; held: string; done: boolean } {
  const open = MODULE_OPEN.exec(text);
  if (open && !/\bsrc=/.test(open[0])) {
    const close = text.indexOf(SCRIPT_CLOSE, open.index + open[0].length);
    if (close < 0) {
      return {
        out: takePreloads(text.slice(0, open.index), state),
        held: text.slice(open.index),
        done: false,
      };
    }
    const code = text.slice(open.index + open[0].length, close);
    const nonce = /\bnonce="([^"]*)"/.exec(open[0])?.[1] ?? null;
    const out =
      takePreloads(text.slice(0, open.index), state) +
      deferredModuleScript(code, nonce, state.preloads) +
      text.slice(close + SCRIPT_CLOSE.length);
    return { out, held: "", done: true };
  }
  // No module script yet: everything up to an unfinished tag can go.
  const lt = text.lastIndexOf("<");
  const cut = lt >= 0 && text.indexOf(">", lt) < 0 ? lt : text.length;
  return { out: takePreloads(text.slice(0, cut), state), held: text.slice(cut), done: false };
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
const unescapeAttribute = (v: string) => v.replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e]!);

/**
 * The page's own preloads (with the page's nonce; without one on a page that has none) out of `html` into
 * `state.preloads`; any other made inert.
 */
function takePreloads(html: string, state: RewriteState): string {
  return html.replace(PRELOAD, (tag, attributes: string) => {
    const preload: Preload = {};
    let nonce: string | null = null;
    for (const [, name, value = ""] of attributes.matchAll(ATTRIBUTE)) {
      const key = name!.toLowerCase();
      if (key === "nonce") nonce = value;
      else if (key !== "rel") preload[key] = unescapeAttribute(value);
    }
    if (nonce !== state.nonce) {
      return tag.replace('rel="modulepreload"', `rel="${DEFERRED_PRELOAD}"`);
    }
    state.preloads.push(preload);
    return "";
  });
}

/** How many bytes of `buf` are whole UTF-8 characters (a character cut at the end is left for the next chunk). */
export function wholeUtf8Length(buf: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, buf.length); back++) {
    const b = buf[buf.length - back] as number;
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > back ? buf.length - back : buf.length;
  }
  return buf.length;
}

/**
 * A pass-through for the page's HTML stream applying `rewriteHtml` until the module script has gone by; `nonce`
 * is the page's (its own preloads carry it).
 */
export function deferHydration(nonce?: string): Transform {
  const state: RewriteState = { nonce: nonce ?? null, preloads: [] };
  let done = false;
  let held = "";
  let cut: Buffer = Buffer.alloc(0);
  const decoder = new TextDecoder();
  return new Transform({
    transform(chunk: Buffer, _enc: BufferEncoding, callback: TransformCallback) {
      if (done) return callback(null, chunk);
      const bytes = cut.length ? Buffer.concat([cut, chunk]) : chunk;
      const whole = wholeUtf8Length(bytes);
      cut = bytes.subarray(whole);
      const r = rewriteHtml(held + decoder.decode(bytes.subarray(0, whole)), state);
      held = r.held;
      if (r.done) {
        done = true;
        const out = Buffer.concat([Buffer.from(r.out), cut]);
        cut = Buffer.alloc(0);
        return callback(null, out);
      }
      callback(null, r.out ? Buffer.from(r.out) : undefined);
    },
    flush(callback: TransformCallback) {
      const rest = Buffer.concat([Buffer.from(held), cut]);
      callback(null, rest.length ? rest : undefined);
    },
  });
}
