/** The clock is a provider: the system clock, or a fixed instant for demos and tests (honest about it in logs). */
export interface Clock {
  now(): number;
  readonly kind: "system" | "fixed";
}

export const systemClock: Clock = { now: () => Date.now(), kind: "system" };

export function fixedClock(iso: string | number): Clock {
  const t = typeof iso === "number" ? iso : Date.parse(iso);
  return { now: () => t, kind: "fixed" };
}

/** A fixed clock that tests move forward (recovery codes expire, sign-in delays pass). */
export interface ManualClock extends Clock {
  advance(ms: number): void;
}

export function manualClock(iso: string | number): ManualClock {
  let t = typeof iso === "number" ? iso : Date.parse(iso);
  return {
    now: () => t,
    kind: "fixed",
    advance(ms) {
      t += ms;
    },
  };
}
