/**
 * The products list `/products` (and /en/products; docs/product.md §1: "a products list"): the Personal Calendar's
 * tariffs in the locale's currency, from the server's tariff table, with a link to pay for a chart; on the Russian site
 * also the mobile app's Premium, which is sold apart (neither includes the other).
 */
import { priceText, t } from "@bazi/i18n/payments";
import { type LoaderFunctionArgs, type MetaDescriptor, useLoaderData } from "react-router";
import { SmartLink } from "../components/behaviour/smart-link.tsx";
import { Card } from "../components/chrome/card.tsx";
import { servicesContext } from "../lib/context.ts";
import { langOfPath, pathInLang } from "../lib/lang.ts";
import { alternatesOf, pageMeta, titleWithSite } from "../lib/page-meta.ts";

export async function loader({ context, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const view = (p: Awaited<ReturnType<typeof services.payments.products>>[number]) => ({
    id: p.id,
    kind: p.kind,
    name: p.name,
    price:
      p.kind === "period"
        ? priceText(lang, p.amountMinor, p.currency)
        : t(lang, "pay.perMonth", { price: priceText(lang, p.amountMinor, p.currency) }),
  });
  return {
    lang,
    site: (await services.payments.products(lang, "site")).map(view),
    app: lang === "ru" ? (await services.payments.products(lang, "mobile")).map(view) : [],
    urls: alternatesOf(services, lang, "/products"),
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, urls } = loaderData;
  return pageMeta(
    lang,
    titleWithSite(lang, t(lang, "pay.products.title")),
    t(lang, "pay.page.description"),
    urls,
  );
}

export default function ProductsPage() {
  const { lang, site, app } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10" data-testid="products-page">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        {t(lang, "pay.products.title")}
      </h1>
      <section className="mt-6" aria-labelledby="products-site">
        <h2 id="products-site" className="text-xl font-semibold text-stone-900">
          {t(lang, "pay.page.title")}
        </h2>
        <p className="mt-1 text-stone-700">{t(lang, "pay.page.lead")}</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {site.map((p) => (
            <Card as="li" key={p.id} className="p-4" data-testid="product" data-product={p.id}>
              <p className="font-semibold text-stone-900">{p.name}</p>
              <p className="mt-1 text-stone-700" data-testid="product-price">
                {p.price}
              </p>
            </Card>
          ))}
        </ul>
        <p className="mt-3 text-sm text-stone-600">{t(lang, "pay.nonRefundable")}</p>
        <p className="mt-4">
          <SmartLink
            to={pathInLang("/personal", lang)}
            className="inline-flex rounded-full bg-stone-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-stone-700"
            data-testid="products-buy"
          >
            {t(lang, "pay.products.choose")}
          </SmartLink>
        </p>
      </section>
      {app.length ? (
        <section className="mt-10" aria-labelledby="products-app">
          <h2 id="products-app" className="text-xl font-semibold text-stone-900">
            {t(lang, "pay.mobile.title")}
          </h2>
          <p className="mt-1 text-stone-700">{t(lang, "pay.mobile.apart")}</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {app.map((p) => (
              <Card as="li" key={p.id} className="p-4" data-testid="product" data-product={p.id}>
                <p className="font-semibold text-stone-900">{p.name}</p>
                <p className="mt-1 text-stone-700">{p.price}</p>
              </Card>
            ))}
          </ul>
          <p className="mt-3">
            <SmartLink to={pathInLang("/premium-ios", lang)} className="text-sm underline">
              {t(lang, "pay.products.app")}
            </SmartLink>
          </p>
        </section>
      ) : null}
    </div>
  );
}
