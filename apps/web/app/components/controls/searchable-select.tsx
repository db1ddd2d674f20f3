/**
 * A long select made searchable: before the page's script runs (and without JavaScript) the native `<select>` with
 * its `<optgroup>`s; then an editable combobox (the WAI-ARIA 1.2 combobox pattern, list autocomplete with the first
 * match highlighted) over a listbox whose groups carry their labels. Typing filters the options by every word
 * (an option matches by its own label or its group's, so a theme's name lists its activities); Down and Up open
 * the list and move, Page Down and Page Up by ten, Enter picks, Escape closes and puts back the chosen option's
 * label, Tab leaves without changing the choice. The chosen value goes with the form in a hidden input.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/controls";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { FIELD, INPUT } from "../tools/form.tsx";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectGroup {
  label: string;
  options: SelectOption[];
}

export interface SearchableSelectProps {
  lang: Lang;
  /** The control's id (its `<label htmlFor>`): the native select's, then the combobox input's. */
  id: string;
  name: string;
  /** The field's name, for the listbox. */
  label: string;
  groups: SelectGroup[];
  defaultValue?: string;
  /** The native select's first option, value "" (e.g. "—"). */
  emptyLabel?: string;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  testId?: string;
}

const fold = (s: string) => s.toLowerCase().replaceAll("ё", "е");

/** The groups with the options matching every word of `query` (by their label or their group's). */
export function filterGroups(groups: SelectGroup[], query: string): SelectGroup[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((g) => ({
      label: g.label,
      options: g.options.filter((o) => {
        const text = fold(`${o.label} ${g.label}`);
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((g) => g.options.length > 0);
}

export function SearchableSelect(p: SearchableSelectProps) {
  const { lang, id, groups } = p;
  const listId = useId();
  const native = useRef<HTMLSelectElement>(null);
  const [value, setValue] = useState(p.defaultValue ?? "");
  // the combobox once the script runs, keeping what the native select was set to before
  const [js, setJs] = useState(false);
  useEffect(() => {
    if (native.current) setValue(native.current.value);
    setJs(true);
  }, []);
  /** What is typed; null: the chosen option's label is shown and nothing is filtered. */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const all = groups.flatMap((g) => g.options);
  const chosen = all.find((o) => o.value === value);
  const shown = query === null ? groups : filterGroups(groups, query);
  const flat = shown.flatMap((g) => g.options);
  const optionId = (i: number) => `${listId}-${i}`;

  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  if (!js) {
    return (
      <select
        ref={native}
        id={id}
        name={p.name}
        defaultValue={value}
        required={p.required}
        aria-invalid={p.invalid || undefined}
        aria-describedby={p.describedBy}
        className={INPUT}
        data-testid={p.testId}
      >
        <option value="">{p.emptyLabel ?? ""}</option>
        {groups.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    );
  }

  const choose = (o: SelectOption) => {
    setValue(o.value);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  /** Opens the list on the chosen option (or the first). */
  const show = () => {
    setOpen(true);
    setActive(
      Math.max(
        0,
        flat.findIndex((o) => o.value === value),
      ),
    );
  };

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const last = flat.length - 1;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 };
    const step = moves[e.key];
    if (step !== undefined) {
      e.preventDefault();
      if (!open) return show();
      if (last < 0) return;
      if (Math.abs(step) === 1)
        setActive((a) => (a < 0 ? (step > 0 ? 0 : last) : (a + step + last + 1) % (last + 1)));
      else setActive((a) => Math.min(last, Math.max(0, a + step)));
    } else if (e.key === "Enter") {
      if (open && flat[active]) {
        e.preventDefault();
        choose(flat[active]);
      }
    } else if (e.key === "Escape") {
      if (open || query !== null) {
        e.preventDefault();
        setQuery(null);
        close();
      }
    }
  }

  /** Leaving the field: an emptied field chooses nothing, a label typed in full chooses it, else nothing changes. */
  function onBlur() {
    if (query !== null) {
      const typed = fold(query.trim());
      const exact = all.find((o) => fold(o.label) === typed);
      if (typed === "") setValue("");
      else if (exact) setValue(exact.value);
      setQuery(null);
    }
    close();
  }

  let index = -1;
  return (
    <div className="relative mt-1">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-required={p.required || undefined}
        aria-invalid={p.invalid || undefined}
        aria-describedby={p.describedBy}
        placeholder={t(lang, "controls.select.placeholder")}
        value={query ?? chosen?.label ?? ""}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(e.target.value.trim() ? 0 : -1);
        }}
        onClick={() => (open ? close() : show())}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className={`${FIELD} truncate pr-11`}
        data-testid={p.testId}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label={t(lang, "controls.select.all")}
        aria-controls={listId}
        aria-expanded={open}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => {
          document.getElementById(id)?.focus();
          setQuery(null);
          if (open) close();
          else show();
        }}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-stone-600 hover:text-stone-950"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-5 fill-current ${open ? "rotate-180" : ""}`}
        >
          <path d="M5.25 7.5 10 12.25 14.75 7.5z" />
        </svg>
      </button>
      <input type="hidden" name={p.name} value={value} />
      <div
        id={listId}
        role="listbox"
        aria-label={p.label}
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
        data-testid={p.testId ? `${p.testId}-list` : undefined}
      >
        {shown.map((g, gi) => (
          // a listbox's group of options (a fieldset is no listbox child)
          // biome-ignore lint/a11y/useSemanticElements: the ARIA listbox pattern's group
          <div key={g.label} role="group" aria-labelledby={`${listId}-g${gi}`}>
            <div
              id={`${listId}-g${gi}`}
              role="presentation"
              className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-stone-500"
            >
              {g.label}
            </div>
            {g.options.map((o) => {
              index += 1;
              const i = index;
              return (
                // The combobox keeps the focus (aria-activedescendant); the options take pointer clicks.
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection goes through the combobox input
                <div
                  key={o.value}
                  id={optionId(i)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => i !== active && setActive(i)}
                  onClick={() => choose(o)}
                  className={`flex cursor-pointer items-center justify-between gap-2 px-3 py-2 ${
                    i === active ? "bg-stone-100 text-stone-950" : "text-stone-800"
                  }`}
                  data-testid={p.testId ? `${p.testId}-option` : undefined}
                  data-value={o.value}
                >
                  {o.label}
                  {o.value === value ? (
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-stone-700">
                      <path d="m8 13.6-3.6-3.6 1.2-1.2L8 11.2l6.4-6.4 1.2 1.2z" />
                    </svg>
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
        {flat.length === 0 ? (
          <div className="px-3 py-2 text-stone-600">{t(lang, "controls.select.none")}</div>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {open && query !== null ? t(lang, "controls.select.found", { n: flat.length }) : ""}
      </p>
    </div>
  );
}
