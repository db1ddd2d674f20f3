import type { Seller } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/payments";

/** Who sells the Personal Calendar (the offer, the payment page); a plain notice when no seller is configured. */
export function SellerDetails({ lang, seller }: { lang: Lang; seller: Seller | null }) {
  return (
    <section className="mt-8 border-t border-stone-200 pt-4 text-sm text-stone-700" data-testid="seller">
      <h2 className="font-semibold text-stone-900">{t(lang, "pay.seller.title")}</h2>
      {seller ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="sr-only">{t(lang, "pay.seller.title")}</dt>
          <dd className="col-span-2 font-medium text-stone-900">{seller.name}</dd>
          <dt>{t(lang, "pay.seller.inn")}</dt>
          <dd>{seller.inn}</dd>
          <dt>{t(lang, "pay.seller.ogrn")}</dt>
          <dd>{seller.ogrn}</dd>
          <dt>{t(lang, "pay.seller.address")}</dt>
          <dd>{seller.address}</dd>
          <dt>{t(lang, "pay.seller.email")}</dt>
          <dd>
            <a className="underline" href={`mailto:${seller.email}`}>
              {seller.email}
            </a>
          </dd>
        </dl>
      ) : (
        <p
          className="mt-2 rounded border border-amber-600 bg-amber-50 p-3"
          role="note"
          data-testid="seller-placeholder"
        >
          {t(lang, "pay.seller.placeholder")}
        </p>
      )}
    </section>
  );
}
