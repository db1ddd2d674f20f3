/** The Moon drawn from its illumination and direction (waxing: lit on the right, as seen from the north). */

/**
 * The lit part: a half disc on the lit side closed by the terminator, an ellipse whose half-width is
 * r·|1 − 2k| (k the illuminated fraction), bulging towards the lit side before the half moon, away after it.
 */
export function moonPath(fraction: number, r = 45): string {
  const k = Math.min(1, Math.max(0, fraction));
  const rx = Math.round(r * Math.abs(1 - 2 * k) * 100) / 100;
  const sweep = k < 0.5 ? 0 : 1;
  return `M0 ${-r}A${r} ${r} 0 0 1 0 ${r}A${rx} ${r} 0 0 ${sweep} 0 ${-r}Z`;
}

export function MoonPhase({
  fraction,
  phase,
  label,
  className = "size-20",
}: {
  fraction: number;
  phase: "waxing" | "waning";
  label: string;
  className?: string;
}) {
  return (
    <svg viewBox="-50 -50 100 100" role="img" aria-label={label} className={className} data-testid="moon-svg">
      <circle r="46" className="fill-stone-800" />
      <path
        d={moonPath(fraction)}
        transform={phase === "waning" ? "scale(-1 1)" : undefined}
        className="fill-amber-100"
      />
      <circle r="46" className="fill-none stroke-stone-900" strokeWidth="1.5" />
    </svg>
  );
}
