/**
 * The page's side of Web Push (decision 025), loaded by components/account/push-settings.tsx: whether the browser
 * can, this browser's subscription, the user's permission, and subscribing with the site's VAPID key or
 * unsubscribing. The service worker (app/sw/worker.ts) shows the notifications. A failure is one of our own
 * kinds (`PushFailure`), which the block says in the page's language: the browser's own message (English, and
 * meant for developers: "Registration failed - permission denied") is never shown.
 */
import { register } from "./offline-client.ts";

/**
 * Why notifications could not be turned on: the browser cannot; the user blocked them; the browser will not let
 * the site subscribe although they are allowed (a private window, strict settings); the browser's push service
 * failed; no answer in time (PUSH_TIMEOUT_MS).
 */
export type PushFailure = "unsupported" | "denied" | "blocked" | "failed" | "timeout";

/** How long turning notifications on may take once the user has allowed them: then the block gives up. */
export const PUSH_TIMEOUT_MS = 15_000;

/**
 * The kind of failure an error of the browser's push machinery (PushManager.subscribe, the worker's registration)
 * means, `permission` being Notification.permission then. Chromium says "NotAllowedError: Registration failed -
 * permission denied" both when the user blocked notifications and when it allows no push here (incognito).
 */
export function failureOf(error: unknown, permission: NotificationPermission | undefined): PushFailure {
  const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
  if (name === "NotAllowedError") return permission === "granted" ? "blocked" : "denied";
  if (name === "NotSupportedError" || name === "SecurityError") return "unsupported";
  return "failed";
}

/** `work`'s result, or "timeout" when it has not settled within `ms` (the work itself goes on, unheeded). */
export function within<T>(ms: number, work: Promise<T>): Promise<T | "timeout"> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

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

/** Asks for the user's permission (the browser's own prompt, as long as the user takes). */
export async function askPermission(): Promise<"granted" | "denied" | "unsupported"> {
  if (!pushSupported()) return "unsupported";
  try {
    return (await Notification.requestPermission()) === "granted" ? "granted" : "denied";
  } catch (e) {
    return failureOf(e, Notification.permission) === "unsupported" ? "unsupported" : "denied";
  }
}

/**
 * Subscribes with the site's key once the user has allowed notifications; a subscription made with another key
 * (an earlier installation's) is replaced.
 */
export async function subscribe(publicKey: string): Promise<PushSubscription | PushFailure> {
  if (!pushSupported()) return "unsupported";
  try {
    if (!(await register())) return "unsupported";
    const reg = await navigator.serviceWorker.ready;
    const key = keyBytes(publicKey);
    const old = await reg.pushManager.getSubscription();
    if (old && sameKey(old.options.applicationServerKey, key)) return old;
    await old?.unsubscribe();
    return await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (e) {
    return failureOf(e, Notification.permission);
  }
}

/** Ends this browser's subscription; its endpoint (to tell the server), or null when there was none. */
export async function unsubscribe(): Promise<string | null> {
  const sub = await currentSubscription();
  if (!sub) return null;
  await sub.unsubscribe().catch(() => false);
  return sub.endpoint;
}
