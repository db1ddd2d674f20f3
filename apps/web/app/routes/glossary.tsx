/**
 * The glossary of Bazi terms `/glossary` (and /en/glossary): a lead, a table of contents by group, then each group
 * with its entries as a definition list. Each term is `<dt id="{id}">`, so `/glossary#god-directOfficer` opens at
 * its entry (the explanations of terms on the Bazi pages link there). Texts from `@bazi/i18n`'s glossary.
 */
import { GLOSSARY_PAGE, glossaryGroups } from "@bazi/i18n";
import type { LoaderFunctionArgs, MetaDescriptor } from "react-router";
import { useLoaderData } from "react-router";
import { Card } from "../components/chrome/card.tsx";
import { servicesContext } from "../lib/context.ts";
import { langOfPath } from "../lib/lang.ts";
import { alternatesOf, pageMeta, titleWithSite } from "../lib/page-meta.ts";

export function loader({ context, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  return {
    lang,
    page: GLOSSARY_PAGE[lang],
    // the page shows the full text; the short one is for the explanations elsewhere
    groups: glossaryGroups(lang).map(({ entries, ...g }) => ({
      ...g,
      entries: entries.map(({ id, zh, term, text }) => ({ id, zh, term, text })),
    })),
    urls: alternatesOf(context.get(servicesContext), lang, "/glossary"),
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, page, urls } = loaderData;
  return pageMeta(lang, titleWithSite(lang, page.title), page.description, urls);
}

const HAN = /([\u3400-\u9fff]+)/;

/** Chinese characters in running text, marked as Chinese (for the voice of a screen reader and the font). */
function Han({ text }: { text: string }) {
  const parts = text.split(HAN);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <span key={i} lang="zh-Hans" className="font-han">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

const sectionId = (group: string) => `group-${group}`;

export default function GlossaryPage() {
  const { page, groups } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10" data-testid="glossary-page">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">{page.title}</h1>
      <p className="mt-3 leading-relaxed text-stone-700">{page.lead}</p>
      <Card as="nav" aria-labelledby="glossary-contents" className="mt-6 p-4" data-testid="glossary-contents">
        <h2 id="glossary-contents" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
          {page.contents}
        </h2>
        <ol className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {groups.map((g) => (
            <li key={g.group}>
              <a
                href={`#${sectionId(g.group)}`}
                className="text-stone-800 underline decoration-stone-300 underline-offset-4 hover:decoration-stone-700"
              >
                {g.title}
              </a>
            </li>
          ))}
        </ol>
      </Card>
      {groups.map((g) => (
        <section
          key={g.group}
          aria-labelledby={sectionId(g.group)}
          className="mt-10"
          data-testid="glossary-group"
        >
          <h2 id={sectionId(g.group)} className="scroll-mt-4 text-2xl font-semibold text-stone-900">
            {g.title}
            {g.zh ? (
              <>
                {" "}
                <span lang="zh-Hans" className="font-han font-normal text-stone-600">
                  {g.zh}
                </span>
              </>
            ) : null}
          </h2>
          <p className="mt-2 leading-relaxed text-stone-700">
            <Han text={g.lead} />
          </p>
          <Card as="dl" className="mt-4 divide-y divide-stone-200">
            {g.entries.map((e) => (
              <div key={e.id} className="px-4 py-3">
                <dt
                  id={e.id}
                  className="-mx-1 scroll-mt-4 rounded-sm px-1 font-semibold text-stone-900 target:bg-amber-100"
                  data-testid="glossary-term"
                >
                  <dfn className="not-italic">{e.term}</dfn>{" "}
                  <span lang="zh-Hans" className="font-han font-normal text-stone-700">
                    {e.zh}
                  </span>
                </dt>
                <dd className="mt-1 leading-relaxed text-stone-700">
                  <Han text={e.text} />
                </dd>
              </div>
            ))}
          </Card>
        </section>
      ))}
    </article>
  );
}
