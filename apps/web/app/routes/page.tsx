import { servicesContext } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { isPageSlug, PAGES } from "@bazi/i18n/pages";
import { data, type LoaderFunctionArgs, type MetaDescriptor, useLoaderData } from "react-router";
import { SmartLink } from "../components/behaviour/smart-link.tsx";
import { SellerDetails } from "../components/payments/seller-details.tsx";
import { langOfPath, pathInLang } from "../lib/lang.ts";
import { alternatesOf, pageMeta } from "../lib/page-meta.ts";

/** An informational or legal page (/about, /agreement, …, /en/…): its text from the i18n page catalog. */
export function loader({ context, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const slug = url.pathname.split("/").filter(Boolean).pop() ?? "";
  if (!isPageSlug(slug)) throw data(null, { status: 404 });
  const services = context.get(servicesContext);
  return {
    lang,
    page: PAGES[lang][slug],
    // the offer names its seller (the operator's configuration)
    seller: slug === "offer" ? services.site.seller() : undefined,
    urls: alternatesOf(services, lang, url.pathname),
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, page, urls } = loaderData;
  return pageMeta(lang, page.title, page.description, urls);
}

/** A page text with its "(/path)" references to other pages of the site as links. */
function Linked({ lang, text }: { lang: Lang; text: string }) {
  const parts = text.split(/\((\/[a-z0-9/-]*)\)/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <span key={i}>
            (
            <SmartLink to={pathInLang(part, lang)} className="underline">
              {pathInLang(part, lang)}
            </SmartLink>
            )
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

export default function Page() {
  const { page, lang, seller } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900">{page.title}</h1>
      {page.sections.map((s, i) => (
        <section key={s.heading ?? i} className="mt-6">
          {s.heading ? <h2 className="text-xl font-semibold text-stone-900">{s.heading}</h2> : null}
          {s.paragraphs?.map((p) => (
            <p key={p} className="mt-3 leading-relaxed text-stone-700">
              <Linked lang={lang} text={p} />
            </p>
          ))}
          {s.steps ? (
            <ol className="mt-3 list-decimal space-y-2 pl-6 text-stone-700">
              {s.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          ) : null}
        </section>
      ))}
      {seller !== undefined ? <SellerDetails lang={lang} seller={seller} /> : null}
    </article>
  );
}
