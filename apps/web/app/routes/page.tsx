/**
 * An informational or legal page (/about, /agreement, …, /en/…): its text from content/<lang>/pages/<slug>.md
 * through the content service, as safe HTML cut at its slots; the loader fills the slots from the operator's
 * configuration (`{{seller-details}}`: the seller's details, or the note that this installation names none) or
 * from the code (`{{free-and-paid}}`: what is free and what is paid, with the limits where they are defined).
 */
import { data, type LoaderFunctionArgs, type MetaDescriptor, useLoaderData } from "react-router";
import { FreeAndPaid } from "../components/content/free-and-paid.tsx";
import { Prose } from "../components/content/prose.tsx";
import { SellerDetails } from "../components/payments/seller-details.tsx";
import { servicesContext } from "../lib/context.ts";
import { freeAndPaid } from "../lib/free-and-paid.server.ts";
import { langOfPath } from "../lib/lang.ts";
import { alternatesOf, pageMeta } from "../lib/page-meta.ts";

export async function loader({ context, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const slug = url.pathname.split("/").filter(Boolean).pop() ?? "";
  const services = context.get(servicesContext);
  const page = await services.content.page(lang, slug);
  if (!page) throw data(null, { status: 404 });
  const wants = (slot: string) => page.parts.some((p) => "slot" in p && p.slot === slot);
  return {
    lang,
    page,
    seller: wants("seller-details") ? services.site.seller() : undefined,
    // the reminders it promises: only the channels this instance delivers (as /personal lists them)
    plans: wants("free-and-paid") ? freeAndPaid(lang, services.reminders.channels(lang)) : undefined,
    urls: alternatesOf(services, lang, url.pathname),
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, page, urls } = loaderData;
  return pageMeta(lang, page.title, page.description, urls);
}

export default function Page() {
  const { page, lang, seller, plans } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900">{page.title}</h1>
      {page.parts.map((part, i) =>
        "html" in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed page
          <Prose key={i} html={part.html} className="mt-3" />
        ) : part.slot === "seller-details" && seller !== undefined ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed page
          <SellerDetails key={i} lang={lang} seller={seller} />
        ) : part.slot === "free-and-paid" && plans !== undefined ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed page
          <FreeAndPaid key={i} plans={plans} />
        ) : null,
      )}
    </article>
  );
}
