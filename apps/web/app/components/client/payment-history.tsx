/**
 * The client area's Payment history tab: every order of the user, newest first, as a table (date, chart, product,
 * sum, status; 'paid' shown as «Оплачено» / "Paid"), or a line saying there are none.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/accounts";
import "@bazi/i18n/payments";

/** One order as the table shows it, its texts made by the page's loader. */
export interface PaymentRow {
  id: string;
  date: string;
  chart: string;
  product: string;
  sum: string;
  status: string;
  paid: boolean;
}

const TH = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-stone-600";

export function PaymentHistory({ lang, rows }: { lang: Lang; rows: PaymentRow[] }) {
  if (rows.length === 0) {
    return (
      <p className="text-stone-700" data-testid="payments-empty">
        {t(lang, "account.payments.empty")}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-sm" data-testid="payments-table">
        <thead className="border-b border-stone-200">
          <tr>
            <th scope="col" className={TH}>
              {t(lang, "pay.history.date")}
            </th>
            <th scope="col" className={TH}>
              {t(lang, "pay.history.chart")}
            </th>
            <th scope="col" className={TH}>
              {t(lang, "pay.history.product")}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t(lang, "pay.history.sum")}
            </th>
            <th scope="col" className={TH}>
              {t(lang, "pay.history.status")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((r) => (
            <tr key={r.id} data-testid="payment-row">
              <td className="whitespace-nowrap px-3 py-2 text-stone-700">{r.date}</td>
              <td className="px-3 py-2 font-medium text-stone-900">{r.chart}</td>
              <td className="px-3 py-2 text-stone-700">{r.product}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums text-stone-900">{r.sum}</td>
              <td className="px-3 py-2">
                <span
                  className={
                    r.paid
                      ? "rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900"
                      : "rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700"
                  }
                  data-testid="payment-status"
                >
                  {r.status}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
