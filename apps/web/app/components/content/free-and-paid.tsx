/** The free-and-paid page's two lists side by side (lib/free-and-paid.server.ts words them). */
import type { FreeAndPaid as Plans } from "../../lib/free-and-paid.server.ts";
import { Card } from "../chrome/card.tsx";

export function FreeAndPaid({ plans }: { plans: Plans }) {
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2">
      {(["free", "paid"] as const).map((k) => (
        <Card
          as="section"
          key={k}
          className="p-4 sm:p-5"
          aria-labelledby={`plans-${k}`}
          data-testid={`plans-${k}`}
        >
          <h2 id={`plans-${k}`} className="text-lg font-semibold text-stone-900">
            {plans[k].title}
          </h2>
          <ul className="mt-2 space-y-2 text-stone-800">
            {plans[k].items.map((item) => (
              <li key={item} className="flex gap-2">
                <span aria-hidden="true" className={k === "paid" ? "text-seal" : "text-emerald-700"}>
                  ✦
                </span>
                {item}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
