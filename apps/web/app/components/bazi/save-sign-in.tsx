/**
 * Under a computed chart, for a visitor: the invitation to sign in (the client area) to save the chart.
 */
import type { Lang } from "@bazi/i18n";
import { clientPath } from "../../lib/lang.ts";
import { Card } from "../chrome/card.tsx";

/** `text`: the invitation's words (tools-server.ts `bazi.save.signIn`, from the loader). */
export function SaveSignIn({ lang, text }: { lang: Lang; text: string }) {
  return (
    <Card as="p" className="mt-10 p-4 text-stone-700 print:hidden" data-testid="bazi-save-sign-in">
      <a href={clientPath(lang)} className="font-medium text-ink underline">
        {text}
      </a>
    </Card>
  );
}
