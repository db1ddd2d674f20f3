/**
 * Activity tags (yi/ji) shown as text (the name and its characters) or as icons: a pictogram of the activity's
 * theme with the activity's first words under it and its characters; a tap, a click or Enter opens the whole name
 * (a native popover, so touch screens get it too and nothing depends on hovering).
 */
import { useId } from "react";
import type { Tag } from "../../lib/day-view.ts";
import { POPOVER_PANEL } from "../tools/term-popover.tsx";

export type TagsMode = "icons" | "text";

const ICONS: Record<string, string> = {
  // a coin
  business:
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v10m-3-7.5c0-1 1.3-1.8 3-1.8s3 .8 3 1.8-1.3 1.7-3 1.7-3 .8-3 1.8 1.3 1.8 3 1.8 3-.8 3-1.8",
  // a heart
  relationships: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z",
  // a leaf
  health: "M5 19c0-8 6-14 14-14 0 8-6 14-14 14Zm0 0 8-8",
  // a house
  home: "M4 11 12 4l8 7M6 9.5V20h12V9.5M10 20v-5h4v5",
  // a path with a flag
  travel: "M6 21V4m0 1h10l-2 3 2 3H6",
  // a book
  study:
    "M4 5.5C6.5 4.5 9.5 4.5 12 6c2.5-1.5 5.5-1.5 8-.5V19c-2.5-1-5.5-1-8 .5-2.5-1.5-5.5-1.5-8-.5Zm8 .5v13.5",
  // an incense stick with smoke
  spiritual: "M12 21V11m-3 10h6M12 8c-1.5-1.5 1.5-2.5 0-4m3 5c-1-1 1-2 0-3",
  // a candle
  funeral: "M9 21h6V10H9Zm3-11V8m0-5c1.5 1.5 1.5 3 0 4-1.5-1-1.5-2.5 0-4Z",
  // a sprout
  nature: "M12 21v-9m0 0c0-4-3-6-7-6 0 4 3 6 7 6Zm0 0c0-4 3-6 7-6 0 4-3 6-7 6Z",
  // a hammer
  crafts: "M14 6 6 14l4 4 8-8m-4-4 2-2 4 4-2 2m-10 4-3 3",
  // scales
  legal: "M12 4v16m-5 0h10M5 8h14M7 8l-3 6h6Zm10 0-3 6h6Z",
  // a seal mark (day-level flags)
  flag: "M5 5h14v14H5Zm4 4h6v6H9Z",
};

export function ThemeIcon({ theme, className = "size-6" }: { theme: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} fill-none stroke-current`}
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICONS[theme] ?? ICONS.flag} />
    </svg>
  );
}

function IconTag({ tag, ring, toneText }: { tag: Tag; ring: string; toneText: string }) {
  const pop = `tag-${useId().replace(/[^\w-]/g, "")}`;
  return (
    <li>
      <button
        type="button"
        popoverTarget={pop}
        data-tag={tag.key}
        className={`flex h-full w-full flex-col items-center gap-1 rounded-xl px-1 py-2 text-center ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-seal ${ring}`}
      >
        <ThemeIcon theme={tag.theme} />
        <span className="text-xs font-medium leading-tight" data-testid="tag-word">
          {tag.short}
        </span>
        <span lang="zh-Hans" className="han text-xs leading-none opacity-80">
          {tag.zh}
        </span>
      </button>
      <span
        popover="auto"
        id={pop}
        role="dialog"
        aria-label={tag.name}
        data-tag-popover={tag.key}
        className={POPOVER_PANEL}
      >
        <span className="block text-xs font-semibold uppercase tracking-[0.08em] text-stone-600">
          {toneText}
        </span>
        <span className="mt-1 block font-semibold text-stone-900">
          {tag.name}{" "}
          <span lang="zh-Hans" className="han font-normal">
            {tag.zh}
          </span>
        </span>
      </span>
    </li>
  );
}

export function TagList({
  tags,
  tone,
  mode,
  testId,
  empty,
  toneText,
}: {
  tags: Tag[];
  tone: "good" | "bad";
  mode: TagsMode;
  testId: string;
  empty: string;
  /** «Благоприятно» / «Неблагоприятно»: the popover's first word in icon mode. */
  toneText: string;
}) {
  if (tags.length === 0) return <p className="text-stone-600">{empty}</p>;
  if (mode === "icons") {
    const ring =
      tone === "good"
        ? "bg-emerald-50 text-emerald-900 ring-emerald-200"
        : "bg-rose-50 text-rose-900 ring-rose-200";
    return (
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid={testId} data-mode="icons">
        {tags.map((a) => (
          <IconTag key={a.key} tag={a} ring={ring} toneText={toneText} />
        ))}
      </ul>
    );
  }
  const mark = tone === "good" ? "bg-emerald-500" : "bg-rose-500";
  return (
    <ul className="space-y-2" data-testid={testId} data-mode="text">
      {tags.map((a) => (
        <li key={a.key} className="flex items-baseline gap-2.5">
          <span aria-hidden="true" className={`size-2 shrink-0 translate-y-[-1px] rounded-full ${mark}`} />
          <span>
            {a.name}{" "}
            <span lang="zh-Hans" className="han text-sm text-stone-600">
              {a.zh}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
