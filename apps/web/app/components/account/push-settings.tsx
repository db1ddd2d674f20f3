/**
 * Web Push reminders in the Profile tab (issue 22, decision 025): turn notifications on or off for this browser,
 * send a test, and choose the time (at the user's place, 15-minute steps) and the chart (one with a paid Personal
 * Calendar) for all the user's devices. It talks to the JSON API (GET/POST /api/push, /api/push/devices, …) and to
 * the browser's PushManager (lib/push-client.ts), so it needs JavaScript. Every failure says what happened in our
 * own words in the page's language, never the browser's message: the browser cannot, the user blocked
 * notifications, the browser allows no push here, its push service failed, the server refused or did not answer
 * (its own field errors when it gave them), or no answer within PUSH_TIMEOUT_MS once the user allowed them; while
 * it works, the block says so and its buttons wait.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/messenger";
import { useEffect, useId, useState } from "react";
import { type ApiAnswer, callApi } from "../../lib/api-json.ts";
import {
  askPermission,
  currentSubscription,
  PUSH_TIMEOUT_MS,
  type PushFailure,
  pushSupported,
  subscribe,
  unsubscribe,
  within,
} from "../../lib/push-client.ts";
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
  /** Turning on is under way (after the user allowed it): the block says so. */
  const [enabling, setEnabling] = useState(false);

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

  /** Runs one step with the buttons disabled, and shows its answer (a call that found no server: ours). */
  async function step(run: () => Promise<{ ok: boolean; text: string }>) {
    setBusy(true);
    setMessage(null);
    try {
      setMessage(await run());
    } catch {
      setMessage({ ok: false, text: t(lang, "msg.push.refused") });
    } finally {
      setBusy(false);
      setEnabling(false);
    }
  }

  const failure = (kind: PushFailure | "refused") => ({ ok: false, text: t(lang, `msg.push.${kind}`) });

  /** The server's answer shown; its devices taken. `thisDevice` only from the calls that name this browser's
   * endpoint (turning on or off), not from saving the time and chart. */
  const answer = (r: ApiAnswer<PushView>, names = true) => {
    const data = r.data;
    if (data)
      setState((s) => (s ? { ...s, ...data, thisDevice: names ? data.thisDevice : s.thisDevice } : s));
    // a refusal without the server's own words (a bare status: a proxy's error page, an outage) is ours
    if (!r.ok && (r.text === "" || /^\d{3}$/.test(r.text))) return failure("refused");
    return { ok: r.ok, text: r.text };
  };

  /** Subscribes this browser and tells the server (the user has allowed notifications). */
  const enable = async (): Promise<{ ok: boolean; text: string }> => {
    const sub = await subscribe(publicKey);
    if (typeof sub === "string") return failure(sub);
    const added = await callApi<PushView>(`/api/push/devices?lang=${lang}`, sub.toJSON());
    if (!added.ok || state.push.chart || !chart) return answer(added);
    // the first device: the reminder's chart is the first paid one until the user picks another
    const saved = await callApi<PushView>(`/api/push?lang=${lang}`, { time: state.push.time, chart });
    if (!saved.ok) return answer(saved, false);
    return answer({ ...added, data: { ...saved.data!, thisDevice: true } });
  };

  const turnOn = () =>
    step(async () => {
      const permission = await askPermission();
      if (permission !== "granted") return failure(permission);
      setEnabling(true);
      const outcome = await within(PUSH_TIMEOUT_MS, enable());
      return outcome === "timeout" ? failure("timeout") : outcome;
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
            aria-busy={testId === "push-on" && enabling}
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
      {enabling ? (
        <p role="status" className="text-stone-700" data-testid="push-progress">
          <span
            aria-hidden="true"
            className="mr-2 inline-block size-3 animate-spin rounded-full border-2 border-stone-400 border-t-transparent align-[-1px] motion-reduce:animate-none"
          />
          {t(lang, "msg.push.enabling")}
        </p>
      ) : (
        <BlockMessage message={message} testId="push-message" />
      )}
    </SettingsBlock>
  );
}
