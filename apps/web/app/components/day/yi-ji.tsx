/**
 * The suitable (yi 宜) or unsuitable (ji 忌) activities of the day or of an hour: a tag list (calendar/tags.tsx) in
 * its tone, saying "none" when there are none. With `groupRites` (the day's own lists) the everyday activities come
 * first and the rites and ceremonies (lib/day-view.ts `rite`) follow, folded under their own heading.
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
  groupRites = false,
}: {
  lang: Lang;
  kind: YiJi;
  tags: Tag[];
  mode: TagsMode;
  testId: string;
  groupRites?: boolean;
}) {
  const list = (tags: Tag[], id: string, empty: string) => (
    <TagList
      tags={tags}
      tone={kind === "yi" ? "good" : "bad"}
      mode={mode}
      toneText={t(lang, `home.${kind}`)}
      testId={id}
      empty={empty}
    />
  );
  const rites = groupRites ? tags.filter((x) => x.rite) : [];
  if (!rites.length) return list(tags, testId, t(lang, "home.none"));
  return (
    <>
      {list(
        tags.filter((x) => !x.rite),
        testId,
        t(lang, "home.noEveryday"),
      )}
      <details className="mt-3" data-testid={`${testId}-rites`}>
        <summary className="cursor-pointer text-sm font-medium text-stone-700">
          {t(lang, "home.rites", { count: rites.length })}
        </summary>
        <div className="mt-2">{list(rites, `${testId}-rites-list`, t(lang, "home.none"))}</div>
      </details>
    </>
  );
}
