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
