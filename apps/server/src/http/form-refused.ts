/**
 * A page's form refused before its page could answer (over its body limit, sent from another site, a body that
 * does not parse), when the browser posted it itself (no script: it navigates to the answer). A problem document
 * would show the reader raw JSON; they get a short page instead, in their language, naming the field, with the
 * way back to the form. The page's script posts to `.data` addresses and gets the problem document as before.
 */
import type { Problem } from "@bazi/contracts";
import { type Lang, t } from "@bazi/i18n";
import { isPageAddress, plainPage } from "./plain-page.ts";

/** A browser's own POST of a page's form: to a page's address, asking for HTML. */
export function isPageForm(req: Request, path: string): boolean {
  return (
    req.method === "POST" && isPageAddress(path) && (req.headers.get("accept") ?? "").includes("text/html")
  );
}

export function formRefusedPage(lang: Lang, problem: Problem, path: string): string {
  const fields = (problem.errors ?? []).map((e) => e.message.replace(/^[\w.-]+:\s*/, ""));
  return plainPage(lang, problem.title, fields, { href: path, label: t(lang, "error.form.back") });
}
