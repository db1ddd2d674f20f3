/**
 * Tabs that also work without JavaScript (WAI-ARIA tabs pattern, automatic activation): each tab is a link to
 * the page with `?tab=<id>` (the loader picks the tab), and with JavaScript a click or Left/Right/Home/End switch
 * the panel in place. Only the selected tab is in the Tab order; each panel is labelled by its tab.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { TabPanels, tabKeyTarget } from "../calendar/tabs.tsx";

export interface LinkTab {
  id: string;
  title: string;
  content: ReactNode;
}

export function LinkTabs({
  label,
  tabs,
  initial,
  hrefOf,
  testId = "tabs",
}: {
  label: string;
  tabs: LinkTab[];
  initial: string;
  hrefOf: (id: string) => string;
  testId?: string;
}) {
  const base = useId();
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      tabs.findIndex((t) => t.id === initial),
    ),
  );
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const next = tabKeyTarget(e.key, selected, tabs.length);
    if (next === null) return;
    e.preventDefault();
    setSelected(next);
    refs.current[next]?.focus();
  }

  return (
    <div data-testid={testId}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-stone-200"
      >
        {tabs.map((tab, i) => (
          <a
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            href={hrefOf(tab.id)}
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={(e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              setSelected(i);
            }}
            data-testid={`tab-${tab.id}`}
            className={`-mb-px shrink-0 whitespace-nowrap rounded-t-lg border-b-2 px-3 py-2.5 text-sm font-medium sm:px-4 ${i === selected ? "border-seal text-ink" : "border-transparent text-stone-600 hover:text-ink"}`}
          >
            {tab.title}
          </a>
        ))}
      </div>
      <TabPanels base={base} tabs={tabs} selected={selected} />
    </div>
  );
}
