/**
 * Notifications (toasts): `notify({ kind: "success", text })` from any browser code; `<Notifications>` (in
 * root.tsx) shows each for NOTIFY_MS under a translated "Success"/"Error" title in an aria-live="polite" region.
 * A tiny store, no context needed; calls on the server are ignored.
 */
export type NotifyKind = "success" | "error";

export interface Notice {
  id: number;
  kind: NotifyKind;
  text: string;
}

type Listener = (notice: Notice) => void;

const listeners = new Set<Listener>();
let nextId = 1;

export function notify({ kind, text }: { kind: NotifyKind; text: string }): void {
  if (typeof window === "undefined") return;
  const notice = { id: nextId++, kind, text };
  for (const l of listeners) l(notice);
}

/** For `<Notifications>`: called for every notice; returns the unsubscribe function. */
export function onNotify(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
