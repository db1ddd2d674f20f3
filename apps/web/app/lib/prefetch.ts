/**
 * When links may prefetch their pages: not on a 2g (or slow-2g) connection, not with data-saver on
 * (`navigator.connection`, where the browser has it), and only once the browser is idle (requestIdleCallback with
 * a PREFETCH_IDLE_MS timeout; a plain timeout where it is missing).
 */
import { PREFETCH_IDLE_MS } from "./behaviour.ts";

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

export function canPrefetch(): boolean {
  if (typeof navigator === "undefined") return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

/** Calls `fn` when the browser is idle (at the latest after PREFETCH_IDLE_MS); returns a cancel function. */
export function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(fn, { timeout: PREFETCH_IDLE_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 1);
  return () => clearTimeout(id);
}
