/**
 * Yandex Metrica, only with a counter id (METRICA_ID on the server, `site.analyticsId()`) and only after cookie
 * consent: nothing of it is in the page, and nothing is requested from mc.yandex.ru, until `cookie_consent=1`
 * (already set, or the moment the visitor accepts the banner). The tag script gets the page's CSP nonce; the
 * server allows mc.yandex.ru in the CSP only when METRICA_ID is set. Client-side navigations are sent as hits.
 */
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { hasConsent, onConsent } from "../../lib/consent.ts";
import { clientNonce } from "../../lib/nonce.ts";

export const METRICA_SRC = "https://mc.yandex.ru/metrika/tag.js";

type Ym = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

let loadedId: string | null = null;

function loadMetrica(id: string): void {
  if (loadedId) return;
  loadedId = id;
  const w = window as unknown as { ym?: Ym };
  const queue: Ym = (...args: unknown[]) => {
    queue.a = queue.a ?? [];
    queue.a.push(args);
  };
  const ym = w.ym ?? queue;
  ym.l = Date.now();
  w.ym = ym;
  const script = document.createElement("script");
  script.async = true;
  script.src = `${METRICA_SRC}?id=${encodeURIComponent(id)}`;
  const nonce = clientNonce();
  if (nonce) script.nonce = nonce;
  script.dataset.testid = "metrica";
  document.head.appendChild(script);
  ym(Number(id), "init", {
    ssr: true,
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
    defer: false,
  });
}

export function Analytics({ id, consent }: { id: string | null; consent: boolean }) {
  const [accepted, setAccepted] = useState(consent);
  const { pathname, search } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (!id) return;
    if (hasConsent()) setAccepted(true);
    return onConsent(() => setAccepted(true));
  }, [id]);

  useEffect(() => {
    if (id && accepted) loadMetrica(id);
  }, [id, accepted]);

  // The first page is counted by "init"; later client-side navigations as hits.
  useEffect(() => {
    const url = pathname + search;
    if (first.current) {
      first.current = false;
      return;
    }
    if (loadedId) (window as unknown as { ym?: Ym }).ym?.(Number(loadedId), "hit", url);
  }, [pathname, search]);

  return null;
}
