/**
 * The suitable (yi 宜) or unsuitable (ji 忌) activities of the day or of an hour: a tag list (calendar/tags.tsx) in
 * its tone, saying "none" when there are none.
 */
import { type Lang, t } from "@bazi/i18n";
import "@bazi/i18n/day";
import type { Tag } from "../../lib/day-view.ts";
import { TagList, type TagsMode } from "../calendar/tags.tsx";

export type YiJi = "yi" | "ji";
/** The two lists, suitable first. */
export const YI_JI: readonly YiJi[] = ["yi", "ji"];

export function YiJiList({
  lang,
  kind,
  tags,
  mode,
  testId,
}: {
  lang: Lang;
  kind: YiJi;
  tags: Tag[];
  mode: TagsMode;
  testId: string;
}) {
  return (
    <TagList
      tags={tags}
      tone={kind === "yi" ? "good" : "bad"}
      mode={mode}
      toneText={t(lang, `home.${kind}`)}
      testId={testId}
      empty={t(lang, "home.none")}
    />
  );
}
