/**
 * The birth-city field of the Bazi form: a text input that, with JavaScript, suggests cities as you type
 * (POST /calendar/location/search after 2 letters) in an ARIA combobox (arrows, Enter, Escape). Choosing a city
 * calls `onPick` so the form fills latitude, longitude and time zone. Without JavaScript it is a plain text field.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/tools";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { fetchCities } from "../../lib/city-search.ts";

export interface CityHit {
  id: number;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

/**
 * The refs of a form's latitude, longitude and time-zone inputs and the `onPick` that fills them from a picked
 * city (the Bazi form and each side of the compatibility form).
 */
export function usePickedCity() {
  const lat = useRef<HTMLInputElement>(null);
  const lng = useRef<HTMLInputElement>(null);
  const tz = useRef<HTMLInputElement>(null);
  const onPick = (hit: CityHit) => {
    if (lat.current) lat.current.value = String(hit.latitude);
    if (lng.current) lng.current.value = String(hit.longitude);
    if (tz.current) tz.current.value = hit.timeZone;
  };
  return { lat, lng, tz, onPick };
}

export function CityCombobox({
  lang,
  id,
  name,
  defaultValue,
  invalid,
  describedBy,
  inputClass,
  onPick,
}: {
  lang: Lang;
  id: string;
  name: string;
  defaultValue: string;
  invalid: boolean;
  describedBy: string;
  inputClass: string;
  onPick: (hit: CityHit) => void;
}) {
  const listId = useId();
  const [value, setValue] = useState(defaultValue);
  const [hits, setHits] = useState<CityHit[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [searched, setSearched] = useState(false);
  const query = useRef("");
  const skipNext = useRef(true);

  useEffect(() => {
    if (skipNext.current) {
      skipNext.current = false;
      return;
    }
    const q = value.trim();
    query.current = q;
    if ([...q].length < 2) {
      setHits([]);
      setOpen(false);
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const cities = await fetchCities(q, lang, ctrl.signal);
        if (query.current !== q) return;
        setHits(cities);
        setSearched(true);
        setActive(-1);
        setOpen(true);
      } catch {
        // aborted or offline: no suggestions
      }
    }, 200);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [value, lang]);

  function pick(hit: CityHit) {
    skipNext.current = true;
    setValue(hit.address);
    setOpen(false);
    setHits([]);
    setActive(-1);
    onPick(hit);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (hits.length === 0) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (a + step + hits.length) % hits.length);
    } else if (e.key === "Enter") {
      if (open && active >= 0 && hits[active]) {
        e.preventDefault();
        pick(hits[active]);
      }
    } else if (e.key === "Escape") {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const expanded = open && (hits.length > 0 || searched);
  return (
    <div className="relative">
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required="true"
        className={inputClass}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        data-testid="bazi-city"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t(lang, "bazi.citySuggestions")}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
        data-testid="bazi-city-list"
      >
        {hits.length === 0 ? (
          <div
            role="option"
            tabIndex={-1}
            aria-selected="false"
            aria-disabled="true"
            className="px-3 py-2 text-stone-600"
          >
            {t(lang, "bazi.cityNone")}
          </div>
        ) : (
          hits.map((h, i) => (
            <div
              key={h.id}
              tabIndex={-1}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`cursor-pointer px-3 py-2 ${i === active ? "bg-stone-100 text-stone-950" : "text-stone-800"}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(h)}
              onKeyDown={() => {}}
              data-testid="bazi-city-option"
            >
              {h.address}
              <span className="ml-2 text-xs text-stone-600">{h.timeZone}</span>
            </div>
          ))
        )}
      </div>
    </div>
  );
}
