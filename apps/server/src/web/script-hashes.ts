/**
 * The CSP hash sources of a page's inline scripts (decision 019): a cached anonymous page is fixed bytes, so
 * instead of a nonce per response its policy lists `'sha256-…'` of each inline script it carries.
 *
 * Every `<script>` element without `src` counts, whatever its type: the page's JSON and the inert copy of the
 * module script that the deferred start runs (apps/web/app/lib/defer-hydration.server.ts) are hashed as well, and
 * a script made from such an element's text at run time matches its hash. The text is hashed as the browser sees
 * it: in a script element nothing is decoded, but the HTML parser turns CR LF and lone CR into LF first.
 */
import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes!)) continue;
    const normalized = text!.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(normalized, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
