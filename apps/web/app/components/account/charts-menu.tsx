/**
 * The header's charts dropdown for a signed-in user (docs/product.md §2): a disclosure button naming the selected chart
 * and a panel listing the charts, the selected one marked; choosing one posts `selectChart` to the client area's
 * action, which comes back to this page (so everything reloads with that chart). Below the list: "create a
 * chart" (/bazi) and every chart (/client). Escape, a click outside or tabbing away closes it. Without JavaScript
 * the button leads to /client, where the charts are.
 */
import { type Lang, t } from "@bazi/i18n";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import type { AccountResult } from "../../lib/account-forms.ts";
import { clientPath, pathInLang } from "../../lib/lang.ts";
import { notify } from "../../lib/notify.ts";
import { useDismiss } from "../chrome/place-picker.tsx";

export interface HeaderChart {
  uuid: string;
  fio: string;
}

const item =
  "flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-[0.95rem] text-stone-700 hover:bg-stone-100 hover:text-ink";

export function ChartsMenu({
  lang,
  charts,
  active,
}: {
  lang: Lang;
  charts: HeaderChart[];
  active: string | null;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<AccountResult>();
  useDismiss(rootRef, open, setOpen);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes when the page or the selection changes
  useEffect(() => setOpen(false), [pathname, active]);
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("button, a")?.focus();
  }, [open]);
  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok && fetcher.data.message) {
      notify({ kind: "error", text: fetcher.data.message });
    }
  }, [fetcher.data]);

  const selected = charts.find((c) => c.uuid === active) ?? null;
  const label = t(lang, "header.chartsButton", {
    name: selected?.fio ?? t(lang, "header.noneSelected"),
  });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside the dropdown closes it
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.preventDefault();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      {/* Without JavaScript the button leads to /client (a GET form); with it, it opens the list. */}
      <form method="get" action={clientPath(lang)} className="contents">
        <button
          ref={buttonRef}
          type="submit"
          aria-expanded={open}
          aria-controls={`${id}-charts`}
          aria-label={label}
          onClick={(e) => {
            e.preventDefault();
            setOpen(!open);
          }}
          data-testid="charts-button"
          className="flex max-w-48 items-center gap-1.5 rounded-full px-2.5 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-ink"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-seal">
            <path d="M4 2.5h12A1.5 1.5 0 0 1 17.5 4v12a1.5 1.5 0 0 1-1.5 1.5H4A1.5 1.5 0 0 1 2.5 16V4A1.5 1.5 0 0 1 4 2.5Zm1.5 4v1.5h9V6.5h-9Zm0 3.75v1.5h9v-1.5h-9Zm0 3.75v1.5h6v-1.5h-6Z" />
          </svg>
          <span className="hidden truncate sm:inline" data-testid="charts-selected">
            {selected?.fio ?? t(lang, "header.charts")}
          </span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-stone-500">
            <path d="M5.25 7.5 10 12.25 14.75 7.5z" />
          </svg>
        </button>
      </form>
      <div
        ref={panelRef}
        id={`${id}-charts`}
        hidden={!open}
        data-testid="charts-menu"
        className="fixed inset-x-2 top-16 z-30 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-stone-200 sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-72"
      >
        <h2 className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-stone-600">
          {t(lang, "header.charts")}
        </h2>
        {charts.length === 0 ? (
          <p className="px-3 py-2 text-sm text-stone-600">{t(lang, "header.noCharts")}</p>
        ) : (
          <ul>
            {charts.map((c) => {
              const isActive = c.uuid === active;
              return (
                <li key={c.uuid}>
                  <fetcher.Form method="post" action={clientPath(lang)}>
                    <input type="hidden" name="intent" value="selectChart" />
                    <input type="hidden" name="uuid" value={c.uuid} />
                    <input type="hidden" name="back" value={`${pathname}${search}`} />
                    <button
                      type="submit"
                      aria-pressed={isActive}
                      aria-label={t(lang, "header.select", { name: c.fio })}
                      disabled={fetcher.state !== "idle"}
                      data-testid="charts-option"
                      data-uuid={c.uuid}
                      data-selected={isActive || undefined}
                      className={`${item} ${isActive ? "font-semibold text-ink" : ""}`}
                    >
                      <span
                        aria-hidden="true"
                        className={`size-2 shrink-0 rounded-full ${isActive ? "bg-seal" : "bg-stone-300"}`}
                      />
                      <span className="min-w-0 flex-1 truncate">{c.fio}</span>
                      {isActive ? (
                        <span className="text-xs font-normal text-stone-600">
                          {t(lang, "header.selected")}
                        </span>
                      ) : null}
                    </button>
                  </fetcher.Form>
                </li>
              );
            })}
          </ul>
        )}
        <div className="mt-2 border-t border-stone-100 pt-2">
          <Link to={pathInLang("/bazi", lang)} className={item} data-testid="charts-create">
            <span aria-hidden="true" className="text-seal">
              +
            </span>
            {t(lang, "header.createChart")}
          </Link>
          <Link to={clientPath(lang)} className={item} data-testid="charts-all">
            {t(lang, "header.allCharts")}
          </Link>
        </div>
      </div>
    </div>
  );
}
