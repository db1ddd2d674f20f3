/**
 * The page's side of the service worker (app/sw/worker.ts, decision 023), loaded by
 * components/behaviour/offline-note.tsx once the page is idle after its first paint, so no page carries it in
 * its first scripts: registers /sw.js, asks it to keep the days of the page's profile, and asks whether the page
 * shown is its saved copy.
 */
import type { Profile } from "../sw/rules.ts";

let registered: Promise<ServiceWorkerRegistration | null> | null = null;

/** Registers the worker once per page (the browser updates it when /sw.js changes); Web Push uses it too. */
export function register(): Promise<ServiceWorkerRegistration | null> {
  registered ??= navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => null);
  return registered;
}

/** Posts a message to the worker and waits for its answer (null after `ms` without one). */
function ask<T>(worker: ServiceWorker, message: unknown, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), ms);
    channel.port1.onmessage = (e) => {
      clearTimeout(timer);
      resolve(e.data as T);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** Asks the worker to keep the days of `profile` (one request at a time); true once it has. */
export async function keepDays(profile: Profile): Promise<boolean> {
  if (!(await register())) return false;
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return false;
  const answer = await ask<{ kept: boolean }>(worker, { type: "keep", profile }, 5 * 60_000);
  return answer?.kept === true;
}

/** When the copy shown for `path` was saved (ms since the epoch), if the worker answered it from its copy. */
export async function savedAt(path: string): Promise<number | null> {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return null;
  return (await ask<{ savedAt: number | null }>(worker, { type: "saved-at", path }, 2000))?.savedAt ?? null;
}
