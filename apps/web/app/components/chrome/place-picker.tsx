/**
 * The header's location picker: a button showing the current place's address opens a small non-modal dialog with
 * a city search box (the ARIA combobox pattern with a listbox). Suggestions come from
 * `POST /calendar/location/search` after 2 letters, debounced 200 ms, stale answers dropped. Arrows move through
 * the suggestions, Enter chooses, Escape closes the list and then the dialog (focus goes back to the button).
 * Choosing a city keeps its id in the `place` cookie for 365 days and revalidates every loader, so the page shows
 * that place at once.
 * Without JavaScript (or before hydration) the button submits a GET form to the place page (routes/place.tsx) with
 * `back` = this page, where the place is searched and chosen with plain forms; with JavaScript the click is taken
 * over and opens the dialog.
 */

import type { CityHit } from "@bazi/contracts";
import { type Lang, t } from "@bazi/i18n";
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import { fetchCities } from "../../lib/city-search.ts";
import { PLACE_COOKIE, setCookie } from "../../lib/cookies.ts";
import { notify } from "../../lib/notify.ts";
import { backFrom, placePagePath } from "../../lib/place.ts";

/** A search hit: the gazetteer city with its coordinates and zone (saved on the account when signed in). */
type City = CityHit;

type Status = "short" | "loading" | "done" | "error";

const MIN_LETTERS = 2;
const DEBOUNCE_MS = 200;

export function PinIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`${className} shrink-0 fill-seal`}>
      <path d="M10 1.5a6 6 0 0 0-6 6c0 4.5 6 11 6 11s6-6.5 6-11a6 6 0 0 0-6-6Zm0 8.25a2.25 2.25 0 1 1 0-4.5 2.25 2.25 0 0 1 0 4.5Z" />
    </svg>
  );
}

/** Closes when a pointer goes down outside `ref` or focus leaves it. */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onPointer = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) close();
    };
    const onFocus = (e: FocusEvent) => {
      if (ref.current && e.target instanceof Node && !ref.current.contains(e.target)) close();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
    };
  }, [ref, open, setOpen]);
}

export function PlacePicker({
  lang,
  placeName,
  open,
  setOpen,
  signedIn = false,
}: {
  lang: Lang;
  placeName: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** A signed-in user's place is saved on the account (POST /api/location), not only in the cookie. */
  signedIn?: boolean;
}) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const location = useLocation();
  const [query, setQuery] = useState("");
  const [cities, setCities] = useState<City[]>([]);
  const [status, setStatus] = useState<Status>("short");
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);

  useDismiss(rootRef, open, setOpen);

  // Focus the search box when the dialog opens (also when the menu's "current place" opens it).
  useEffect(() => {
    if (open) inputRef.current?.focus();
    else {
      setQuery("");
      setCities([]);
      setStatus("short");
      setActive(-1);
      setListOpen(false);
    }
  }, [open]);

  // The chosen city's address shows until the loaders bring the new place.
  useEffect(() => {
    if (revalidator.state === "idle") setChosen(null);
  }, [revalidator.state]);

  useEffect(() => {
    const q = query.trim();
    if ([...q.replace(/\s/g, "")].length < MIN_LETTERS) {
      setCities([]);
      setStatus("short");
      setActive(-1);
      return;
    }
    setStatus("loading");
    const ctl = new AbortController();
    const timer = setTimeout(async () => {
      try {
        setCities(await fetchCities(q, lang, ctl.signal));
        setStatus("done");
        setActive(-1);
        setListOpen(true);
      } catch (e) {
        if ((e as Error).name === "AbortError") return;
        setCities([]);
        setStatus("error");
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [query, lang]);

  async function choose(city: City) {
    setCookie(PLACE_COOKIE, String(city.id));
    setChosen(city.address);
    setOpen(false);
    buttonRef.current?.focus();
    if (signedIn) {
      const saved = await fetch("/api/location", {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": lang },
        body: JSON.stringify({
          address: city.address,
          latitude: city.latitude,
          longitude: city.longitude,
          timeZone: city.timeZone,
        }),
      }).then(
        (r) => r.ok,
        () => false,
      );
      if (!saved) {
        notify({ kind: "error", text: t(lang, "chrome.placeError") });
        return;
      }
    }
    revalidator.revalidate();
    notify({ kind: "success", text: t(lang, "notify.placeSaved", { place: city.name }) });
  }

  const expanded = listOpen && cities.length > 0;

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = cities.length;
    switch (e.key) {
      case "ArrowDown":
        if (n === 0) return;
        e.preventDefault();
        setListOpen(true);
        setActive((a) => (!expanded ? 0 : (a + 1) % n));
        break;
      case "ArrowUp":
        if (n === 0) return;
        e.preventDefault();
        setListOpen(true);
        setActive((a) => (!expanded || a <= 0 ? n - 1 : a - 1));
        break;
      case "Home":
      case "End":
        if (!expanded) return;
        e.preventDefault();
        setActive(e.key === "Home" ? 0 : n - 1);
        break;
      case "Enter": {
        e.preventDefault();
        const city = expanded ? (cities[active] ?? (n === 1 ? cities[0] : undefined)) : undefined;
        if (city) void choose(city);
        break;
      }
      case "Escape":
        e.preventDefault();
        if (expanded) {
          setListOpen(false);
          setActive(-1);
        } else {
          setOpen(false);
          buttonRef.current?.focus();
        }
        break;
    }
  }

  const message =
    status === "short"
      ? t(lang, "chrome.placeHint")
      : status === "loading"
        ? t(lang, "chrome.placeSearching")
        : status === "error"
          ? t(lang, "chrome.placeError")
          : cities.length === 0
            ? t(lang, "chrome.placeNone")
            : t(lang, "chrome.placeFound", { n: cities.length });
  const shown = chosen ?? placeName;

  return (
    <div ref={rootRef} className="relative min-w-0">
      {/* The place page without JavaScript; the dialog with it. */}
      <form method="get" action={placePagePath(lang)} className="contents">
        <input type="hidden" name="back" value={backFrom(location.pathname, location.search, lang)} />
        <button
          ref={buttonRef}
          type="submit"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={`${id}-dialog`}
          aria-label={t(lang, "chrome.placeChange", { place: shown })}
          onClick={(e) => {
            e.preventDefault();
            setOpen(!open);
          }}
          data-testid="place-button"
          className="flex min-w-0 max-w-full items-center gap-1.5 rounded-full px-2.5 py-1.5 text-sm text-stone-700 hover:bg-stone-100 hover:text-ink"
        >
          <PinIcon />
          <span className="truncate" data-testid="place-name">
            {shown}
          </span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-stone-500">
            <path d="M5.25 7.5 10 12.25 14.75 7.5z" />
          </svg>
        </button>
      </form>
      <div
        id={`${id}-dialog`}
        role="dialog"
        aria-label={t(lang, "chrome.placeDialog")}
        hidden={!open}
        data-testid="place-dialog"
        className="fixed inset-x-2 top-16 z-30 rounded-2xl bg-white p-4 shadow-lg ring-1 ring-stone-200 sm:absolute sm:inset-x-auto sm:left-0 sm:top-full sm:mt-2 sm:w-96"
      >
        <label htmlFor={`${id}-input`} className="text-sm font-medium text-stone-700">
          {t(lang, "chrome.placeSearch")}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-describedby={`${id}-status`}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setListOpen(true);
          }}
          onKeyDown={onKeyDown}
          data-testid="place-input"
          className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 text-base focus:border-seal"
        />
        <p id={`${id}-status`} aria-live="polite" className="mt-2 text-xs text-stone-600">
          {message}
          {/* the keys, for screen readers only: the list shows itself */}
          {status !== "short" && status !== "loading" && status !== "error" && cities.length > 0 ? (
            <span className="sr-only">. {t(lang, "chrome.placeKeys")}</span>
          ) : null}
        </p>
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={t(lang, "chrome.placeSearch")}
          hidden={!expanded}
          data-testid="place-options"
          className="mt-2 max-h-72 overflow-y-auto rounded-lg border border-stone-200"
        >
          {cities.map((c, i) => (
            // The combobox keeps focus (aria-activedescendant); the options take pointer clicks, so no key handler.
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection goes through the combobox input
            <div
              key={c.id}
              tabIndex={-1}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => setActive(i)}
              onClick={() => void choose(c)}
              data-testid="place-option"
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-stone-100 text-ink" : "text-stone-700"}`}
            >
              <span className="font-medium">{c.name}</span>
              {c.address !== c.name ? (
                <span className="block text-xs text-stone-600">{c.address}</span>
              ) : null}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
