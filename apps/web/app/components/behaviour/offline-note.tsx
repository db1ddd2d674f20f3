/**
 * The installable app's part of every page (decision 023): once the page is idle after its first paint, it
 * registers the service worker and asks it to keep the next 30 days at the user's place (not on a 2g connection or
 * with data-saver on, lib/prefetch.ts); and when the page shown is the worker's saved copy (the network failed),
 * a note says so and when it was saved. Back online, the page's data is loaded again and the note goes.
 *
 * The worker's client code (lib/offline-client.ts) is loaded only then, so the page's first scripts do not carry
 * it. `<html data-offline="kept">` once the worker has kept the days (the e2e tests wait for it).
 */
import { type Lang, t } from "@bazi/i18n";
import { useEffect, useRef, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import { LOCALE } from "../../lib/lang.ts";
import { canPrefetch, whenIdle } from "../../lib/prefetch.ts";

/** What the root loader tells about the page's user for the worker (root.tsx). */
export interface OfflineData {
  /** Today at the user's place, "YYYY-MM-DD". */
  today: string;
  /** The signed-in user (the server's X-Bazi-Viewer), or null. */
  viewer: string | null;
  /** The selected chart and its paid-until date: their pages change with them. */
  variant: string;
}

type Client = typeof import("../../lib/offline-client.ts");

let client: Promise<Client> | null = null;
const loadClient = () => {
  client ??= import("../../lib/offline-client.ts");
  return client;
};

const usable = () => import.meta.env.PROD && typeof navigator !== "undefined" && "serviceWorker" in navigator;

function savedText(lang: Lang, at: number): string {
  const date = new Intl.DateTimeFormat(LOCALE[lang], { day: "numeric", month: "long", year: "numeric" })
    .format(at)
    .replace(/\s*г\.$/, "");
  const time = new Intl.DateTimeFormat(LOCALE[lang], { hour: "2-digit", minute: "2-digit" }).format(at);
  return `${date}, ${time}`;
}

export function OfflineNote({
  lang,
  data,
  place,
}: {
  lang: Lang;
  data: OfflineData | null;
  place: string | null;
}) {
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState<{ path: string; at: number } | null>(null);
  const asked = useRef(0);

  // keep the days of this profile (again when it changes: another place, user, day or language)
  const profileKey = data && place !== null ? JSON.stringify([lang, data, place]) : null;
  useEffect(() => {
    if (!usable() || !profileKey || !canPrefetch()) return;
    const [l, d, p] = JSON.parse(profileKey) as [Lang, OfflineData, string];
    const version =
      (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version ?? "";
    return whenIdle(() => {
      void loadClient()
        .then((c) =>
          c.keepDays({ lang: l, today: d.today, place: p, viewer: d.viewer, variant: d.variant, version }),
        )
        .then((kept) => {
          if (kept) document.documentElement.setAttribute("data-offline", "kept");
        });
    });
  }, [profileKey]);

  // whether this page is the saved copy (asked after every navigation, once its data has come)
  useEffect(() => {
    if (!usable() || !navigator.serviceWorker.controller) return;
    const n = ++asked.current;
    void loadClient()
      .then((c) => c.savedAt(pathname))
      .then((at) => {
        if (n === asked.current) setSaved(at === null ? null : { path: pathname, at });
      });
  }, [pathname]);

  // back online: load the page's data again; the note goes once it came from the network
  useEffect(() => {
    if (!saved) return;
    const online = () => {
      void revalidator.revalidate().then(() =>
        loadClient()
          .then((c) => c.savedAt(pathname))
          .then((at) => {
            if (at === null) setSaved(null);
          }),
      );
    };
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [saved, revalidator, pathname]);

  if (!saved || saved.path !== pathname) return null;
  return (
    <p
      role="status"
      data-testid="offline-note"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 print:hidden"
    >
      {t(lang, "offline.note", { date: savedText(lang, saved.at) })}
    </p>
  );
}
