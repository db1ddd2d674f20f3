/**
 * The consent to personal data processing as it is recorded (152-FZ art. 9; docs/security.md F20: which text, when,
 * from where): the document is the site's consent page, and its version is a hash of that page's text in the language
 * the person read it (its Markdown file), so a changed text is a new version without anyone having to remember
 * to bump a number.
 */
import { createHash, randomUUID } from "node:crypto";
import type { Lang } from "@bazi/i18n";
import { loadPages } from "../content/page-files.ts";

export const CONSENT_DOCUMENT = "personal-data-consent";

const versions = new Map<Lang, string>();

/** The consent text's version in a language: the first 16 hex digits of the SHA-256 of the page's file. */
export function consentVersion(lang: Lang): string {
  let v = versions.get(lang);
  if (!v) {
    v = createHash("sha256").update(loadPages()[lang][CONSENT_DOCUMENT].source).digest("hex").slice(0, 16);
    versions.set(lang, v);
  }
  return v;
}

/** A consent row given now, from `ip`, where `context` says (sign-up, checkout). */
export function consentGiven(lang: Lang, context: "sign-up" | "checkout", ip: string, at: Date) {
  return {
    id: randomUUID(),
    document: CONSENT_DOCUMENT,
    version: consentVersion(lang),
    lang,
    context,
    ip: ip.slice(0, 64),
    givenAt: at,
  };
}
