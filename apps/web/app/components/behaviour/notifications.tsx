/**
 * Shows the notices of `notify()` (lib/notify.ts): bottom right, each for NOTIFY_MS with a translated
 * "Success"/"Error" title, in an aria-live="polite" region that is always in the page (so screen readers hear what
 * is added to it). Fades in and out over 0.3 s (not with prefers-reduced-motion).
 */
import { type Lang, t } from "@bazi/i18n";
import { useEffect, useState } from "react";
import { NOTIFY_MS } from "../../lib/behaviour.ts";
import { type Notice, onNotify } from "../../lib/notify.ts";

export function Notifications({ lang }: { lang: Lang }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  useEffect(
    () =>
      onNotify((notice) => {
        setNotices((list) => [...list, notice]);
        setTimeout(() => setNotices((list) => list.filter((n) => n.id !== notice.id)), NOTIFY_MS);
      }),
    [],
  );
  return (
    <section
      aria-live="polite"
      aria-label={t(lang, "notify.region")}
      data-testid="notifications"
      className="pointer-events-none fixed bottom-4 right-4 z-40 flex w-[min(20rem,calc(100vw-2rem))] flex-col gap-2 print:hidden"
    >
      {notices.map((n) => (
        <div
          key={n.id}
          data-testid="notification"
          data-kind={n.kind}
          className={`animate-[notice-in_0.3s_ease-out] rounded-xl border bg-white px-4 py-3 text-sm shadow-lg motion-reduce:animate-none ${n.kind === "error" ? "border-red-300" : "border-emerald-300"}`}
        >
          <p className={`font-semibold ${n.kind === "error" ? "text-red-800" : "text-emerald-800"}`}>
            {t(lang, n.kind === "error" ? "notify.error" : "notify.success")}
          </p>
          <p className="mt-0.5 text-stone-700">{n.text}</p>
        </div>
      ))}
    </section>
  );
}
