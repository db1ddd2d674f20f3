/**
 * The loading bar at the top of the page while a navigation or a fetcher loads (React Router's `useNavigation` and
 * `useFetchers`). It appears only after LOADING_THROTTLE_MS, moves towards its end over LOADING_DURATION_MS,
 * completes when the load ends and hides LOADING_HIDE_MS later; when the load ends in an error (the root
 * ErrorBoundary shows) it turns red instead. With prefers-reduced-motion it does not animate.
 *
 * A navigation that fails swaps the root's component for its ErrorBoundary, which remounts this bar, so what it
 * was doing lives in module state (`memory`), not only in React state.
 */
import { type Lang, t } from "@bazi/i18n";
import { useEffect, useRef, useState } from "react";
import { useFetchers, useNavigation, useRouteError } from "react-router";
import { LOADING_DURATION_MS, LOADING_HIDE_MS, LOADING_THROTTLE_MS } from "../../lib/behaviour.ts";

type Phase = "hidden" | "loading" | "done" | "failed";

const memory: { phase: Phase; busy: boolean } = { phase: "hidden", busy: false };

export function ProgressBar({ lang }: { lang: Lang }) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const failed = useRouteError() != null;
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const [phase, setPhase] = useState<Phase>(() => (typeof window === "undefined" ? "hidden" : memory.phase));
  // The bar starts empty and grows on the next frame, so the width transition runs.
  const [grown, setGrown] = useState(false);
  const failedRef = useRef(failed);
  failedRef.current = failed;
  // What the last render saw: the timer below must not show the bar for a load that has already ended when the
  // effect that would cancel it runs late (a busy main thread runs passive effects after the timer).
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    const set = (p: Phase) => {
      memory.phase = p;
      setPhase(p);
    };
    if (busy) {
      memory.busy = true;
      if (memory.phase === "loading") return;
      const timer = setTimeout(() => {
        if (busyRef.current) set("loading");
      }, LOADING_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    if (!memory.busy) return;
    memory.busy = false;
    if (failedRef.current) set("failed");
    else if (memory.phase === "loading") set("done");
    // A short load right after a slow one cancelled the completed bar's hiding (this effect's cleanup): hide it now.
    else if (memory.phase !== "done") return;
    const timer = setTimeout(() => set("hidden"), LOADING_HIDE_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  useEffect(() => {
    if (phase !== "loading") {
      setGrown(false);
      return;
    }
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setGrown(true)));
    return () => cancelAnimationFrame(frame);
  }, [phase]);

  if (phase === "hidden") return null;
  const width = phase === "loading" ? (grown ? "90%" : "0%") : "100%";
  const duration = phase === "loading" ? LOADING_DURATION_MS : 300;
  return (
    <div
      role="progressbar"
      aria-label={t(lang, "progress.label")}
      aria-busy={phase === "loading"}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={phase === "loading" ? undefined : 100}
      data-testid="progress-bar"
      data-state={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-[3px] print:hidden"
    >
      <div
        className={`h-full ${phase === "failed" ? "bg-red-600" : "bg-seal"} transition-[width,background-color] ease-out motion-reduce:transition-none`}
        style={{ width, transitionDuration: `${duration}ms` }}
      />
    </div>
  );
}
