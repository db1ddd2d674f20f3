/**
 * An initials avatar drawn here as SVG (no outside service sees the name): up to AVATAR_LETTERS initials on a
 * colour derived from the name (the same name always gets the same colour), AVATAR_SIZE px square by default.
 */
import { AVATAR_LETTERS, AVATAR_SIZE } from "../../lib/behaviour.ts";

/** The first letters of the name's words, at most AVATAR_LETTERS: "Анна Мария Иванова-Петрова" → "АМИ"; "" → "?". */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_.@]+/u)
    .filter(Boolean);
  const letters = words.map((w) => Array.from(w)[0] ?? "").join("");
  return (letters || "?").slice(0, AVATAR_LETTERS).toLocaleUpperCase();
}

/** A stable hue 0…359 from the name (FNV-1a). */
export function hueOf(name: string): number {
  let h = 0x811c9dc5;
  for (const ch of name.trim().toLowerCase()) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 360;
}

export function Avatar({ name, size = AVATAR_SIZE }: { name: string; size?: number }) {
  const initials = initialsOf(name);
  const fontSize = initials.length > 2 ? 11 : initials.length > 1 ? 13 : 15;
  return (
    <svg
      role="img"
      aria-label={name}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      className="shrink-0 rounded-full"
      data-testid="avatar"
    >
      {/* Dark enough for white text at any hue (contrast ≥ 4.5:1). */}
      <circle cx="16" cy="16" r="16" fill={`hsl(${hueOf(name)} 45% 32%)`} />
      <text
        x="16"
        y="16"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontSize={fontSize}
        fontWeight="600"
        fontFamily="system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}
