/**
 * The look of a glossary term in a page: a button that opens its short explanation and a link to its entry on the
 * glossary page. The explanation is a native popover (the `popover` attribute), so it opens on tap, click or
 * Enter/Space, works before the page's script has loaded, closes on Escape or a tap outside, and is never a
 * hover-only tooltip. Without an explanation the label is plain text.
 *
 * Two ways to give the explanations: the Bazi pages pass them to each term (term.tsx); the calendar pages, whose
 * terms are many and scattered, set them once for the page with {@link PageTerms} and name terms with
 * {@link PageTerm}. This file carries no catalog, so the calendar pages' script stays small.
 */
import type { Lang } from "@bazi/i18n";
import { createContext, type ReactNode, useContext, useId } from "react";
import { pathInLang } from "../../lib/lang.ts";

/** The panel of an explanation that opens on tap (a native popover): here and for the day's activities' icons. */
export const POPOVER_PANEL =
  "m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl bg-white p-4 text-left text-sm font-normal normal-case tracking-normal text-stone-800 shadow-xl ring-1 ring-stone-300 backdrop:bg-stone-900/20";

export type TermInfo = { term: string; zh: string; short: string };
export type Terms = Record<string, TermInfo>;

export function TermPopover({
  id,
  lang,
  info,
  more,
  children,
}: {
  id: string;
  lang: Lang;
  info: TermInfo | undefined;
  /** The link's words: «Подробнее в глоссарии». */
  more: string;
  children: ReactNode;
}) {
  const pop = `term-${useId().replace(/[^\w-]/g, "")}`;
  if (!info) return <>{children}</>;
  return (
    <>
      <button
        type="button"
        popoverTarget={pop}
        className="cursor-help rounded-sm text-left [letter-spacing:inherit] [text-transform:inherit] underline decoration-stone-400 decoration-dotted underline-offset-4 hover:decoration-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-seal"
        data-term={id}
      >
        {children}
      </button>
      <span
        popover="auto"
        id={pop}
        role="dialog"
        aria-label={info.term}
        className={POPOVER_PANEL}
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
          {more}
        </a>
      </span>
    </>
  );
}

/** A page's explanations of its terms and the words of their glossary link, from its loader. */
export interface PageTermsValue {
  terms: Terms;
  more: string;
}

const PageTermsContext = createContext<PageTermsValue | undefined>(undefined);

export function PageTerms({ value, children }: { value: PageTermsValue; children: ReactNode }) {
  return <PageTermsContext value={value}>{children}</PageTermsContext>;
}

/** A term named by the page's explanations ({@link PageTerms}); plain text where the page has none. */
export function PageTerm({ id, lang, children }: { id: string; lang: Lang; children: ReactNode }) {
  const page = useContext(PageTermsContext);
  return (
    <TermPopover id={id} lang={lang} info={page?.terms[id]} more={page?.more ?? ""}>
      {children}
    </TermPopover>
  );
}
