/**
 * A term of the glossary in running text: a button that opens its short explanation and a link to its entry on
 * the glossary page. The explanation is a native popover (the `popover` attribute), so it opens on tap, click or
 * Enter/Space, works before the page's script has loaded, closes on Escape or a tap outside, and is never a
 * hover-only tooltip. Without an explanation the label is plain text.
 */
import { type Lang, tt } from "@bazi/i18n";
import { Fragment, type ReactNode, useId } from "react";
import { pathInLang } from "../../lib/lang.ts";

export type TermInfo = { term: string; zh: string; short: string };
export type Terms = Record<string, TermInfo>;

export function Term({
  id,
  lang,
  terms,
  children,
}: {
  id: string;
  lang: Lang;
  terms: Terms | undefined;
  children: ReactNode;
}) {
  const pop = `term-${useId().replace(/[^\w-]/g, "")}`;
  const info = terms?.[id];
  if (!info) return <>{children}</>;
  return (
    <>
      <button
        type="button"
        popoverTarget={pop}
        className="cursor-help rounded-sm text-left underline decoration-stone-400 decoration-dotted underline-offset-4 hover:decoration-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-seal"
        data-term={id}
      >
        {children}
      </button>
      <span
        popover="auto"
        id={pop}
        role="dialog"
        aria-label={info.term}
        className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl bg-white p-4 text-left text-sm font-normal text-stone-800 shadow-xl ring-1 ring-stone-300 backdrop:bg-stone-900/20"
        data-term-popover={id}
      >
        <span className="block font-semibold text-stone-900">
          {info.term}{" "}
          <span lang="zh-Hans" className="font-han font-normal">
            {info.zh}
          </span>
        </span>
        <span className="mt-1 block">{info.short}</span>
        <a
          href={`${pathInLang("/glossary", lang)}#${id}`}
          className="mt-2 inline-block font-semibold text-seal underline underline-offset-2"
        >
          {tt(lang, "bazi.glossaryLink")}
        </a>
      </span>
    </>
  );
}

const MARKUP = /\[\[([\w-]+)\|([^\]]+)\]\]/g;

/** Text with `[[id|label]]` markup: the marked terms become {@link Term}s. */
export function RichText({ text, lang, terms }: { text: string; lang: Lang; terms: Terms | undefined }) {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(MARKUP)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(
      <Term key={m.index} id={m[1]!} lang={lang} terms={terms}>
        {m[2]}
      </Term>,
    );
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <Fragment>{out}</Fragment>;
}
