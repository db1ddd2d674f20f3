/**
 * The e-mail digest's settings in the Profile tab (issue 22, decision 024): off, every day, or once a week on a
 * weekday, at a time of the user's place (15-minute steps), about a chart with a paid Personal Calendar. It reads
 * and saves through the JSON API (GET/POST /api/email-digest, same-origin with the session cookie), so it needs
 * JavaScript; the server's errors name the field in the user's language and are shown as they come.
 */
import { dateFormat, type Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/messenger";
import { useEffect, useId, useState } from "react";
import { callApi } from "../../lib/api-json.ts";
import type { PaidChart } from "./messenger-settings.tsx";
import { Submit } from "./messenger-settings.tsx";
import { BlockMessage, ChartSelect, TimeSelect } from "./reminder-fields.tsx";
import { SettingsBlock } from "./settings-block.tsx";

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
    callApi<{ digest: Digest }>(`/api/email-digest?lang=${lang}`)
      .then((r) => r.data && setDigest(r.data.digest))
      .catch(() => {});
  }, [lang]);

  if (!digest) return null;
  const set = (patch: Partial<Digest>) => setDigest({ ...digest, ...patch });

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!digest) return;
    const chart = digest.chart ?? charts[0]?.uuid ?? null;
    // on without a paid chart: said here, as the server would (its 400 would also land in the console)
    if (digest.mode !== "off" && !chart) {
      setMessage({ ok: false, text: t(lang, "msg.field.chart") });
      return;
    }
    setBusy(true);
    try {
      const r = await callApi(`/api/email-digest?lang=${lang}`, {
        ...digest,
        chart: digest.mode === "off" ? digest.chart : chart,
      });
      setMessage({ ok: r.ok, text: r.text });
    } finally {
      setBusy(false);
    }
  }

  const off = digest.mode === "off";
  return (
    <SettingsBlock
      title={t(lang, "msg.digest.title")}
      lead={t(lang, "msg.digest.lead")}
      onSubmit={save}
      testId="email-digest"
    >
      <label className="block text-sm" htmlFor={`${id}-mode`}>
        {t(lang, "msg.digest.mode")}
      </label>
      <select
        id={`${id}-mode`}
        value={digest.mode}
        onChange={(e) => set({ mode: e.target.value as Digest["mode"] })}
        data-testid="email-digest-mode"
      >
        <option value="off">{t(lang, "msg.digest.off")}</option>
        <option value="daily">{t(lang, "msg.digest.daily")}</option>
        <option value="weekly">{t(lang, "msg.digest.weekly")}</option>
      </select>
      {digest.mode === "weekly" ? (
        <>
          <label className="block text-sm" htmlFor={`${id}-weekday`}>
            {t(lang, "msg.digest.weekday")}
          </label>
          <select
            id={`${id}-weekday`}
            value={digest.weekday}
            onChange={(e) => set({ weekday: Number(e.target.value) })}
            data-testid="email-digest-weekday"
          >
            {[1, 2, 3, 4, 5, 6, 7].map((d) => (
              <option key={d} value={d}>
                {weekdayName(lang, d)}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <TimeSelect
        id={`${id}-time`}
        lang={lang}
        value={digest.time}
        disabled={off}
        onChange={(time) => set({ time })}
        testId="email-digest-time"
      />
      <ChartSelect
        id={`${id}-chart`}
        lang={lang}
        charts={charts}
        value={digest.chart}
        disabled={off}
        onChange={(chart) => set({ chart })}
      />
      <div>
        <Submit busy={busy} testId="email-digest-save">
          {t(lang, "msg.profile.save")}
        </Submit>
      </div>
      <BlockMessage message={message} testId="email-digest-message" />
    </SettingsBlock>
  );
}
