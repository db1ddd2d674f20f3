/**
 * The day tabs' details (routes/day-details.ts) for the day page: fetched once the browser is idle after the page
 * shows (not on 2g or with data-saver on, lib/prefetch.ts), or at once when a tab that shows them is opened
 * (`load()`); fetched again for another day. A plain fetch rather than a React Router fetcher: a failed
 * background load must not replace the page with the error page, only offer to try again.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { DayDetails } from "./day-view.ts";
import { canPrefetch, whenIdle } from "./prefetch.ts";

export type DetailsState =
  | { status: "idle" | "loading" | "failed" }
  | { status: "done"; details: DayDetails | null };

const IDLE: DetailsState = { status: "idle" };

export function useDayDetails(path: string): { state: DetailsState; load: () => void } {
  const [state, setState] = useState<{ path: string; state: DetailsState }>({ path, state: IDLE });
  // The path being (or done being) loaded; a late answer for another path is dropped.
  const loading = useRef<string | null>(null);

  const load = useCallback(() => {
    if (loading.current === path) return;
    loading.current = path;
    setState({ path, state: { status: "loading" } });
    fetch(path, { headers: { accept: "application/json" } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        return ((await res.json()) as { details: DayDetails | null }).details;
      })
      .then(
        (details) => {
          if (loading.current === path) setState({ path, state: { status: "done", details } });
        },
        () => {
          if (loading.current !== path) return;
          loading.current = null;
          setState({ path, state: { status: "failed" } });
        },
      );
  }, [path]);

  useEffect(() => (canPrefetch() ? whenIdle(load) : undefined), [load]);

  return { state: state.path === path ? state.state : IDLE, load };
}
