/** Instead of an error: what needs the Personal Calendar, and the way to it (lucky days and date selection). */
import type { Lang } from "@bazi/i18n";
import { Link } from "react-router";
import { pathInLang } from "../../lib/lang.ts";
import { LockIcon } from "../calendar/rating.tsx";

export function LockedInvitation({
  lang,
  title,
  text,
  cta,
  testId,
}: {
  lang: Lang;
  title: string;
  text: string;
  cta: string;
  testId: string;
}) {
  return (
    <div
      className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center"
      data-testid={testId}
    >
      <LockIcon className="mx-auto size-6 text-stone-600" />
      <h2 className="mt-2 text-xl font-semibold text-stone-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-xl text-stone-700">{text}</p>
      <Link
        to={pathInLang("/personal", lang)}
        className="mt-4 inline-block rounded-full bg-seal px-5 py-2.5 font-semibold text-white hover:opacity-90"
        data-testid="personal-link"
      >
        {cta}
      </Link>
    </div>
  );
}
