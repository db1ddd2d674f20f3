/**
 * React Router's `<Link>` that prefetches its page (route modules and loader data) once the link is visible and
 * the browser is idle, unless the connection is 2g or data-saver is on (lib/prefetch.ts). React Router's own
 * `prefetch="viewport"` has no idle wait and no connection check, hence this wrapper. Links that only the
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

export function SmartLink({ noPrefetch = false, ...props }: LinkProps & { noPrefetch?: boolean }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [prefetch, setPrefetch] = useState(false);
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname, search } = useResolvedPath(props.to);
  const page = pathname + search;

  useEffect(() => {
    const el = ref.current;
    if (noPrefetch || !el || !router || typeof IntersectionObserver === "undefined" || !canPrefetch()) return;
    const matches = matchRoutes(router.routes, pathname);
    if (!matches || matches[matches.length - 1]?.route.path === "*") return;
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
  }, [router, pathname, noPrefetch]);

  return (
    <>
      <Link ref={ref} {...props} prefetch="none" />
      {prefetch ? <PrefetchPageLinks page={page} /> : null}
    </>
  );
}
