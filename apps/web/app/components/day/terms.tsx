/**
 * A named thing of the almanac as the day page writes it: characters beside words, and lists of such things
 * with their meanings.
 */
import { type Lang, t } from "@bazi/i18n";
import "@bazi/i18n/day";
import type { ReactNode } from "react";

export function Han({ children, className = "" }: { children: string; className?: string }) {
  return (
    <span lang="zh-Hans" className={`han ${className}`}>
      {children}
    </span>
  );
}
export function TermLine({ term, extra }: { term: { zh: string; name: string }; extra?: ReactNode }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <Han className="text-2xl text-seal">{term.zh}</Han>
      <span className="font-medium">{term.name}</span>
      {extra}
    </p>
  );
}
/** Named things of the day; those with a meaning are listed with it, one line each. */
export function TermList({
  items,
  lang,
  testId,
}: {
  items: { zh: string; name: string; meaning?: string }[];
  lang: Lang;
  testId?: string;
}) {
  if (items.length === 0) return <p className="text-stone-600">{t(lang, "home.none")}</p>;
  if (items.some((g) => g.meaning)) {
    return (
      <ul className="space-y-2.5" data-testid={testId}>
        {items.map((g) => (
          <li key={g.zh}>
            <span className="font-medium">{g.name}</span> <Han className="text-stone-600">{g.zh}</Han>
            {g.meaning ? <span className="block text-sm text-stone-600">{g.meaning}</span> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="flex flex-wrap gap-2" data-testid={testId}>
      {items.map((g) => (
        <li key={g.zh} className="rounded-full bg-stone-100 px-3 py-1 text-sm">
          {g.name} <Han className="text-stone-600">{g.zh}</Han>
        </li>
      ))}
    </ul>
  );
}
