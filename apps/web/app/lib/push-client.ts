/**
 * The page's side of Web Push (decision 025), loaded by components/account/push-settings.tsx: whether the browser
 * can, this browser's subscription, and subscribing with the site's VAPID key (after the user's permission) or
 * unsubscribing. The service worker (app/sw/worker.ts) shows the notifications.
 */
import { register } from "./offline-client.ts";

export type SubscribeFailure = "unsupported" | "denied" | { error: string };

export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** This browser's subscription, when it has one (null when it has none or cannot). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration("/");
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** base64url → the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((v, i) => v === b[i]);

/**
 * Asks for permission (the browser's own prompt) and subscribes with the site's key; a subscription made with
 * another key (an earlier installation's) is replaced.
 */
export async function subscribe(publicKey: string): Promise<PushSubscription | SubscribeFailure> {
  if (!pushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  try {
    if (!(await register())) return "unsupported";
    const reg = await navigator.serviceWorker.ready;
    const key = keyBytes(publicKey);
    const old = await reg.pushManager.getSubscription();
    if (old && sameKey(old.options.applicationServerKey, key)) return old;
    await old?.unsubscribe();
    return await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (e) {
    return { error: (e as Error).message || String(e) };
  }
}

/** Ends this browser's subscription; its endpoint (to tell the server), or null when there was none. */
export async function unsubscribe(): Promise<string | null> {
  const sub = await currentSubscription();
  if (!sub) return null;
  await sub.unsubscribe().catch(() => false);
  return sub.endpoint;
}
