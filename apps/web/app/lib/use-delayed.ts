import { useEffect, useState } from "react";
import { LOADING_THROTTLE_MS } from "./behaviour.ts";

/**
 * True once `active` has stayed true for `delayMs` (default LOADING_THROTTLE_MS); false again as soon as it is
 * false. Loading indicators use it so that fast loads do not flash.
 */
export function useDelayed(active: boolean, delayMs = LOADING_THROTTLE_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}
