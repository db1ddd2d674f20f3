/**
 * Web Push reminders in the Profile tab (issue 22, decision 025): turn notifications on or off for this browser,
 * send a test, and choose the time (at the user's place, 15-minute steps) and the chart (one with a paid Personal
 * Calendar) for all the user's devices. It talks to the JSON API (GET/POST /api/push, /api/push/devices, …) and to
 * the browser's PushManager (lib/push-client.ts), so it needs JavaScript; every failure says what happened in the
 * page's language: the browser cannot, the user blocked notifications, the browser's push service refused, or the
 * server's field errors.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/messenger";
import { useEffect, useId, useState } from "react";
import { callApi } from "../../lib/api-json.ts";
import { currentSubscription, pushSupported, subscribe, unsubscribe } from "../../lib/push-client.ts";
import { type PaidChart, Submit } from "./messenger-settings.tsx";
import { BlockMessage, ChartSelect, TimeSelect } from "./reminder-fields.tsx";
import { SettingsBlock } from "./settings-block.tsx";

interface PushView {
  publicKey?: string;
  push: { time: string; chart: string | null };
  devices: number;
  thisDevice: boolean;
}

const SECONDARY =
  "inline-flex items-center rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold hover:bg-stone-100 disabled:cursor-wait disabled:opacity-60";

export function PushSettings({ lang, charts }: { lang: Lang; charts: PaidChart[] }) {
  const id = useId();
  const [state, setState] = useState<PushView | null>(null);
  const [publicKey, setPublicKey] = useState("");
  const [supported, setSupported] = useState(true);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushSupported()) {
      setSupported(false);
      return;
    }
    void (async () => {
      const sub = await currentSubscription();
      const q = new URLSearchParams({ lang, ...(sub ? { endpoint: sub.endpoint } : {}) });
      const r = await callApi<PushView>(`/api/push?${q}`);
      if (r.data) {
        setPublicKey(r.data.publicKey ?? "");
        setState(r.data);
      }
    })().catch(() => {});
  }, [lang]);

  if (!supported)
    return (
      <SettingsBlock
        title={t(lang, "msg.push.title")}
        lead={t(lang, "msg.push.unsupported")}
        testId="push-settings"
        leadTestId="push-unsupported"
      />
    );
  if (!state) return null;
  const chart = state.push.chart ?? charts[0]?.uuid ?? null;

  /** Runs one step with the buttons disabled, and shows its answer. */
  async function step(run: () => Promise<{ ok: boolean; text: string }>) {
    setBusy(true);
    try {
      setMessage(await run());
    } finally {
      setBusy(false);
    }
  }

  /** The server's answer shown; its devices taken. `thisDevice` only from the calls that name this browser's
   * endpoint (turning on or off), not from saving the time and chart. */
  const answer = (r: { ok: boolean; text: string; data: PushView | null }, names = true) => {
    const data = r.data;
    if (data)
      setState((s) => (s ? { ...s, ...data, thisDevice: names ? data.thisDevice : s.thisDevice } : s));
    return { ok: r.ok, text: r.text };
  };

  const turnOn = () =>
    step(async () => {
      const sub = await subscribe(publicKey);
      if (sub === "unsupported") return { ok: false, text: t(lang, "msg.push.unsupported") };
      if (sub === "denied") return { ok: false, text: t(lang, "msg.push.denied") };
      if ("error" in sub) return { ok: false, text: t(lang, "msg.push.failed", { error: sub.error }) };
      const added = await callApi<PushView>(`/api/push/devices?lang=${lang}`, sub.toJSON());
      if (!added.ok || state.push.chart || !chart) return answer(added);
      // the first device: the reminder's chart is the first paid one until the user picks another
      const saved = await callApi<PushView>(`/api/push?lang=${lang}`, { time: state.push.time, chart });
      if (!saved.ok) return answer(saved, false);
      return answer({ ...added, data: { ...saved.data!, thisDevice: true } });
    });

  const turnOff = () =>
    step(async () => {
      const endpoint = await unsubscribe();
      if (!endpoint) return { ok: true, text: t(lang, "msg.push.disabled") };
      return answer(await callApi<PushView>(`/api/push/devices/delete?lang=${lang}`, { endpoint }));
    });

  const test = () =>
    step(async () => {
      const r = await callApi(`/api/push/test?lang=${lang}`, {});
      return { ok: r.ok, text: r.text };
    });

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    void step(async () =>
      answer(await callApi<PushView>(`/api/push?lang=${lang}`, { time: state.push.time, chart }), false),
    );
  };

  return (
    <SettingsBlock
      title={t(lang, "msg.push.title")}
      lead={t(lang, "msg.push.lead")}
      onSubmit={save}
      testId="push-settings"
    >
      <p className="text-sm" data-testid="push-devices">
        {state.thisDevice ? `${t(lang, "msg.push.here")} ` : ""}
        {t(lang, "msg.push.devices", { count: state.devices })}
      </p>
      <div className="flex flex-wrap gap-2">
        {(state.thisDevice
          ? ([
              ["push-off", "msg.push.disable", turnOff],
              ["push-test", "msg.push.test", test],
            ] as const)
          : ([["push-on", "msg.push.enable", turnOn]] as const)
        ).map(([testId, label, run]) => (
          <button
            key={testId}
            type="button"
            className={SECONDARY}
            disabled={busy}
            onClick={run}
            data-testid={testId}
          >
            {t(lang, label)}
          </button>
        ))}
      </div>
      <TimeSelect
        id={`${id}-time`}
        lang={lang}
        value={state.push.time}
        onChange={(time) => setState({ ...state, push: { ...state.push, time } })}
        testId="push-time"
      />
      <ChartSelect
        id={`${id}-chart`}
        lang={lang}
        charts={charts}
        value={chart}
        onChange={(c) => setState({ ...state, push: { ...state.push, chart: c } })}
      />
      <div>
        <Submit busy={busy} testId="push-save">
          {t(lang, "msg.profile.save")}
        </Submit>
      </div>
      <BlockMessage message={message} testId="push-message" />
    </SettingsBlock>
  );
}
