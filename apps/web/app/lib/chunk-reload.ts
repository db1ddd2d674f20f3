/**
 * A failed chunk load (a JavaScript file of the site that no longer exists, typically after a deploy) reloads the
 * page, at most once per RELOAD_GUARD_MS; otherwise the error page shows.
 *
 * React Router loads a route's module with `import()` when a visitor first navigates to it (or prefetches it), and
 * on failure it always reloads the page, with no limit: a missing file would reload the page again and again. Its
 * loader first looks in the route module cache (`window.__reactRouterRouteModules`): `id in cache`, then
 * `cache[id]`. `installChunkReloadGuard()` wraps that cache so that this lookup does the import itself:
 *   - success: the module goes into the cache as React Router would have put it;
 *   - failure during a navigation: reload if the last such reload (a timestamp in sessionStorage) is older than
 *     RELOAD_GUARD_MS, else a stand-in module whose page throws, so the root ErrorBoundary shows the 500 page;
 *   - failure of a prefetch (no navigation under way): the same stand-in, which a prefetch ignores; a later
 *     navigation imports the module again.
 * Other reads of the cache (`cache[id]` without `in` just before) are untouched. Vite's own `vite:preloadError`
 * (dynamic imports in our code) goes through the same guard.
 */
import { RELOAD_GUARD_MS } from "./behaviour.ts";

const KEY = "bazi:chunk-reload";

interface ManifestRoute {
  id: string;
  module: string;
}

interface RouterWindow {
  __reactRouterRouteModules?: Record<string, unknown>;
  __reactRouterManifest?: { routes: Record<string, ManifestRoute | undefined> };
  __reactRouterDataRouter?: { state: { navigation: { state: string } } };
}

/** True (and the time noted) when a reload is allowed now; false within RELOAD_GUARD_MS of the last one. */
export function claimReload(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY));
    if (last && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(KEY, String(now));
    return true;
  } catch {
    // No sessionStorage (privacy mode): never reload, the error page is the safe side.
    return false;
  }
}

function guardCache(cache: Record<string, unknown>): Record<string, unknown> {
  const w = window as unknown as RouterWindow;
  // The id just asked for with `in` and missing: the next `cache[id]` is React Router's loadRouteModule.
  let asked: string | null = null;
  const loading = new Map<string, Promise<unknown>>();

  function load(route: ManifestRoute): Promise<unknown> {
    let p = loading.get(route.id);
    if (p) return p;
    p = import(/* @vite-ignore */ route.module).then(
      (mod: unknown) => {
        cache[route.id] = mod;
        loading.delete(route.id);
        return mod;
      },
      (error: unknown) => {
        loading.delete(route.id);
        const navigating = (w.__reactRouterDataRouter?.state.navigation.state ?? "idle") !== "idle";
        if (navigating && claimReload()) {
          console.warn(`Could not load ${route.module}, reloading the page`);
          window.location.reload();
          return new Promise(() => {});
        }
        // A module whose page throws the error: the root ErrorBoundary shows the 500 page. (Rejecting would leave
        // the page empty: React Router drops errors of lazily loaded components.) A prefetch only reads `links`.
        return {
          default: function ChunkLoadFailed(): never {
            throw error;
          },
        };
      },
    );
    loading.set(route.id, p);
    return p;
  }

  return new Proxy(cache, {
    has(target, id) {
      if (Reflect.has(target, id)) return true;
      const route = typeof id === "string" ? w.__reactRouterManifest?.routes[id] : undefined;
      if (!route?.module) return false;
      asked = route.id;
      queueMicrotask(() => {
        asked = null;
      });
      return true;
    },
    get(target, id, receiver) {
      if (typeof id === "string" && id === asked && !Reflect.has(target, id)) {
        asked = null;
        const route = w.__reactRouterManifest?.routes[id];
        if (route?.module) return load(route);
      }
      return Reflect.get(target, id, receiver);
    },
  });
}

let installed = false;

/** Browser only, once, before React Router hydrates (root.tsx calls it when its module is evaluated). */
export function installChunkReloadGuard(): void {
  if (installed || typeof window === "undefined") return;
  installed = true;
  const w = window as unknown as RouterWindow;
  let value = w.__reactRouterRouteModules ? guardCache(w.__reactRouterRouteModules) : undefined;
  Object.defineProperty(window, "__reactRouterRouteModules", {
    configurable: true,
    get: () => value,
    set: (v: Record<string, unknown> | undefined) => {
      value = v && typeof v === "object" ? guardCache(v) : v;
    },
  });
  window.addEventListener("vite:preloadError", (event) => {
    if (claimReload()) {
      event.preventDefault();
      window.location.reload();
    }
  });
}
