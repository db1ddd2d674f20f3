/**
 * A term of the glossary in the Bazi pages' running text (term-popover.tsx draws it), with the explanations passed
 * by the page, and text with `[[id|label]]` markup whose marked terms become such terms.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/tools";
import { Fragment, type ReactNode } from "react";
import { TermPopover, type Terms } from "./term-popover.tsx";

export type { TermInfo, Terms } from "./term-popover.tsx";

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
  return (
    <TermPopover id={id} lang={lang} info={terms?.[id]} more={t(lang, "bazi.glossaryLink")}>
      {children}
    </TermPopover>
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
