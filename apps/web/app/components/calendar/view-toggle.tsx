/**
 * The icons/text switch of the day's activities and of the month grid: one preference for the whole site, kept
 * in a cookie (lib/tags-mode.ts) so that the server renders the chosen view.
 */
import { useState } from "react";
import { saveTagsMode } from "../../lib/tags-mode.ts";
import type { TagsMode } from "./tags.tsx";

export function useViewMode(initial: TagsMode): [TagsMode, (m: TagsMode) => void] {
  const [mode, setMode] = useState<TagsMode>(initial);
  return [
    mode,
    (m: TagsMode) => {
      setMode(m);
      saveTagsMode(m);
    },
  ];
}

export function ViewToggle({
  legend,
  labels,
  mode,
  onChange,
  testId = "tags-toggle",
  buttonTestId = "tags",
}: {
  /** What the switch switches, for screen readers. */
  legend: string;
  labels: Record<TagsMode, string>;
  mode: TagsMode;
  onChange: (m: TagsMode) => void;
  testId?: string;
  /** The buttons' test ids: `${buttonTestId}-text`, `${buttonTestId}-icons`. */
  buttonTestId?: string;
}) {
  return (
    <fieldset
      className="inline-flex rounded-full bg-stone-100 p-0.5 text-sm print:hidden"
      data-testid={testId}
    >
      <legend className="sr-only">{legend}</legend>
      {(["text", "icons"] as const).map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          onClick={() => onChange(m)}
          data-testid={`${buttonTestId}-${m}`}
          className={`rounded-full px-3 py-1 font-medium ${mode === m ? "bg-white text-ink shadow-sm" : "text-stone-600 hover:text-ink"}`}
        >
          {labels[m]}
        </button>
      ))}
    </fieldset>
  );
}
