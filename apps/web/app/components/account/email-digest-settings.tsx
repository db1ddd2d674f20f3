/**
 * The e-mail digest's settings in the Profile tab (issue 22, decision 024): off, every day, or once a week on a
 * weekday, at a time of the user's place (15-minute steps), about a chart with a paid Personal Calendar. It reads
 * and saves through the JSON API (GET/POST /api/email-digest, same-origin with the session cookie), so it needs
 * JavaScript; the server's errors name the field in the user's language and are shown as they come.
 */
import { dateFormat, type Lang } from "@bazi/i18n";
import { mt } from "@bazi/i18n/messenger";
import { useEffect, useId, useState } from "react";
import type { PaidChart } from "./messenger-settings.tsx";

const TIMES = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, "0")}:${String((i % 4) * 15).padStart(2, "0")}`,
);

interface Digest {
  mode: "off" | "daily" | "weekly";
  weekday: number;
  time: string;
  chart: string | null;
}

/** Monday … Sunday in the page's language (2024-01-01 was a Monday). */
const weekdayName = (lang: Lang, iso: number) =>
  dateFormat(lang === "ru" ? "ru-RU" : "en-GB", { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, iso)),
  );

export function EmailDigestSettings({ lang, charts }: { lang: Lang; charts: PaidChart[] }) {
  const id = useId();
  const [digest, setDigest] = useState<Digest | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetch(`/api/email-digest?lang=${lang}`, { credentials: "same-origin" })
      .then((r) => (r.ok ? r.json() : null))
      .then((j: { digest: Digest } | null) => j && setDigest(j.digest))
      .catch(() => {});
  }, [lang]);

  if (!digest) return null;
  const set = (patch: Partial<Digest>) => setDigest({ ...digest, ...patch });

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!digest) return;
    setBusy(true);
    try {
      const chart = digest.chart ?? charts[0]?.uuid ?? null;
      const r = await fetch(`/api/email-digest?lang=${lang}`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...digest, chart: digest.mode === "off" ? digest.chart : chart }),
      });
      const j = (await r.json()) as { message?: string; errors?: { message: string }[]; title?: string };
      setMessage(
        r.ok
          ? { ok: true, text: j.message ?? "" }
          : { ok: false, text: j.errors?.map((x) => x.message).join("; ") ?? j.title ?? "" },
      );
    } finally {
      setBusy(false);
    }
  }

  const off = digest.mode === "off";
  return (
    <form
      onSubmit={save}
      className="space-y-3 rounded-lg border border-stone-200 p-4"
      data-testid="email-digest"
    >
      <h3 className="font-semibold">{mt(lang, "msg.digest.title")}</h3>
      <p className="text-sm text-stone-600">{mt(lang, "msg.digest.lead")}</p>
      <label className="block text-sm" htmlFor={`${id}-mode`}>
        {mt(lang, "msg.digest.mode")}
      </label>
      <select
        id={`${id}-mode`}
        value={digest.mode}
        onChange={(e) => set({ mode: e.target.value as Digest["mode"] })}
        data-testid="email-digest-mode"
      >
        <option value="off">{mt(lang, "msg.digest.off")}</option>
        <option value="daily">{mt(lang, "msg.digest.daily")}</option>
        <option value="weekly">{mt(lang, "msg.digest.weekly")}</option>
      </select>
      {digest.mode === "weekly" ? (
        <>
          <label className="block text-sm" htmlFor={`${id}-weekday`}>
            {mt(lang, "msg.digest.weekday")}
          </label>
          <select
            id={`${id}-weekday`}
            value={digest.weekday}
            onChange={(e) => set({ weekday: Number(e.target.value) })}
          >
            {[1, 2, 3, 4, 5, 6, 7].map((d) => (
              <option key={d} value={d}>
                {weekdayName(lang, d)}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <label className="block text-sm" htmlFor={`${id}-time`}>
        {mt(lang, "msg.profile.time")}
      </label>
      <select
        id={`${id}-time`}
        value={digest.time}
        disabled={off}
        onChange={(e) => set({ time: e.target.value })}
      >
        {TIMES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
      {charts.length ? (
        <>
          <label className="block text-sm" htmlFor={`${id}-chart`}>
            {mt(lang, "msg.profile.chart")}
          </label>
          <select
            id={`${id}-chart`}
            value={digest.chart ?? charts[0]!.uuid}
            disabled={off}
            onChange={(e) => set({ chart: e.target.value })}
          >
            {charts.map((c) => (
              <option key={c.uuid} value={c.uuid}>
                {c.fio}
              </option>
            ))}
          </select>
        </>
      ) : (
        <p className="text-sm text-stone-600">{mt(lang, "msg.profile.noPaidCharts")}</p>
      )}
      <div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex items-center rounded-full bg-stone-900 px-4 py-2 text-sm font-semibold text-white"
        >
          {mt(lang, "msg.profile.save")}
        </button>
      </div>
      {message ? (
        <p
          role={message.ok ? "status" : "alert"}
          className={message.ok ? "text-emerald-700" : "text-red-700"}
        >
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
