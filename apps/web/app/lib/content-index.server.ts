/**
 * The content index for the language switch (lib/lang-switch.ts): every article and section with the languages it
 * exists in, from the content service's own lists. The content changes only with an import (at the server's
 * start), so the index is kept a minute per services object; a failure gives no index (the switch then assumes the
 * page exists in both languages) rather than failing the page.
 */
import type { Services } from "@bazi/contracts";
import { LANGS, type Lang } from "@bazi/i18n";
import type { ContentIndex } from "./lang-switch.ts";

const KEEP_MS = 60_000;
const kept = new WeakMap<object, { at: number; index: Promise<ContentIndex> }>();

async function read(content: Services["content"]): Promise<ContentIndex> {
  const langsOf = new Map<string, Lang[]>();
  const add = (path: string, lang: Lang) => langsOf.set(path, [...(langsOf.get(path) ?? []), lang]);
  for (const lang of LANGS) {
    const [{ articles }, sections] = await Promise.all([
      content.articles(lang, 1, 10_000),
      content.sections(lang),
    ]);
    for (const a of articles) add(`/articles/${a.id}`, lang);
    for (const s of sections) add(`/sections/${s.id}`, lang);
  }
  return {
    lists: ["/articles", "/sections"],
    pages: [...langsOf].map(([path, langs]) => ({ path, langs })),
  };
}

export async function contentIndex(services: Services): Promise<ContentIndex | null> {
  const now = Date.now();
  let entry = kept.get(services.content);
  if (!entry || now - entry.at > KEEP_MS) {
    entry = { at: now, index: read(services.content) };
    kept.set(services.content, entry);
  }
  try {
    return await entry.index;
  } catch (e) {
    if (kept.get(services.content) === entry) kept.delete(services.content);
    console.error("content index:", (e as Error).message);
    return null;
  }
}
