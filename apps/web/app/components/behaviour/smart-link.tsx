/**
 * React Router's `<Link>` that prefetches its page (route modules and loader data) when the visitor shows intent
 * (the pointer rests on it, a finger touches it, it gets focus), or — `when="idle"`, for the few links close at
 * hand such as the next day — once it is visible and the browser is idle; never on a 2g connection or with
 * data-saver on (lib/prefetch.ts). A page of thirty day links so no longer fetches thirty days on load. React
 * Router's own `prefetch` modes have no connection check and no idle wait, hence this wrapper. Links that only the
 * catch-all route matches (the 404 page) are not prefetched, nor links marked `noPrefetch` (pages not built yet
 * whose path a dynamic route such as `/:year` matches, so that they are only known to be missing on the server).
 */
import { useContext, useEffect, useRef, useState } from "react";
import {
  Link,
  type LinkProps,
  matchRoutes,
  PrefetchPageLinks,
  UNSAFE_DataRouterContext,
  useResolvedPath,
} from "react-router";
import { canPrefetch, whenIdle } from "../../lib/prefetch.ts";

export function SmartLink({
  noPrefetch = false,
  when = "intent",
  ...props
}: LinkProps & { noPrefetch?: boolean; when?: "intent" | "idle" }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [prefetch, setPrefetch] = useState(false);
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname, search } = useResolvedPath(props.to);
  const page = pathname + search;

  useEffect(() => {
    const el = ref.current;
    if (noPrefetch || !el || !router || !canPrefetch()) return;
    const matches = matchRoutes(router.routes, pathname);
    if (!matches || matches[matches.length - 1]?.route.path === "*") return;
    if (when === "intent") {
      const start = () => setPrefetch(true);
      const events = ["pointerenter", "touchstart", "focus"] as const;
      for (const e of events) el.addEventListener(e, start, { once: true, passive: true });
      return () => {
        for (const e of events) el.removeEventListener(e, start);
      };
    }
    if (typeof IntersectionObserver === "undefined") return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(() => setPrefetch(true));
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [router, pathname, noPrefetch, when]);

  return (
    <>
      <Link ref={ref} {...props} prefetch="none" />
      {prefetch ? <PrefetchPageLinks page={page} /> : null}
    </>
  );
}
