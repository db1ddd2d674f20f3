/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): a tablist of buttons, Left/Right arrows,
 * Home and End move between tabs, only the selected tab is in the Tab order, each panel is labelled by its tab.
 * A panel is rendered when it is first opened (the server sends only the open one). Tabs that do not fit in one row
 * (a narrow phone) wrap onto the next, so none is ever hidden past the screen's edge.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

/**
 * The tab a key moves to in a tablist of `count` tabs with `selected` chosen (the WAI-ARIA tabs pattern): Right and
 * Left wrap around, Home and End go to the ends; null for any other key.
 */
export function tabKeyTarget(key: string, selected: number, count: number): number | null {
  const last = count - 1;
  if (key === "ArrowRight") return selected === last ? 0 : selected + 1;
  if (key === "ArrowLeft") return selected === 0 ? last : selected - 1;
  if (key === "Home") return 0;
  if (key === "End") return last;
  return null;
}

export interface TabDef {
  id: string;
  title: string;
  content: ReactNode;
}

export function Tabs({ label, tabs, initial = 0 }: { label: string; tabs: TabDef[]; initial?: number }) {
  const [selected, setSelectedState] = useState(initial);
  // A panel's content is rendered once it is first chosen: the page (and its HTML) carries only the open
  // panel. The buttons need JavaScript anyway, so no page without it loses a panel it could have opened.
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([initial]));
  const setSelected = (i: number) => {
    setSelectedState(i);
    setOpened((o) => (o.has(i) ? o : new Set([...o, i])));
  };
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const next = tabKeyTarget(e.key, selected, tabs.length);
    if (next === null) return;
    e.preventDefault();
    setSelected(next);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        // the tabs wrap onto a second row on a narrow phone rather than hide past the screen's edge
        className="flex flex-wrap gap-x-1 border-b border-stone-200"
        data-testid="tabs"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            data-testid={`tab-${tab.id}`}
            className={`-mb-px shrink-0 whitespace-nowrap rounded-t-lg border-b-2 px-3 py-2.5 text-sm font-medium sm:px-4 ${i === selected ? "border-seal text-ink" : "border-transparent text-stone-600 hover:text-ink"}`}
          >
            {tab.title}
          </button>
        ))}
      </div>
      <TabPanels base={base} tabs={tabs} selected={selected} shown={(i) => opened.has(i)} />
    </div>
  );
}

/**
 * The panels of a tablist (both tab components): each labelled by its tab, only the selected one visible; a panel
 * whose `shown` is false is rendered empty (its content comes when it is first opened).
 */
export function TabPanels({
  base,
  tabs,
  selected,
  shown = () => true,
}: {
  base: string;
  tabs: { id: string; content: ReactNode }[];
  selected: number;
  shown?: (i: number) => boolean;
}) {
  return tabs.map((tab, i) => (
    <div
      key={tab.id}
      role="tabpanel"
      id={`${base}-panel-${tab.id}`}
      aria-labelledby={`${base}-tab-${tab.id}`}
      hidden={i !== selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes a panel focusable
      tabIndex={0}
      data-testid={`panel-${tab.id}`}
      className="pt-5 focus-visible:outline-offset-4"
    >
      {shown(i) ? tab.content : null}
    </div>
  ));
}
