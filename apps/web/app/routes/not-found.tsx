import { t } from "@bazi/i18n";
import { data, useLocation } from "react-router";
import { ErrorMessage } from "../components/error-message.tsx";
import { langOfPath } from "../lib/lang.ts";

/** The page is the 404 page (the header's language switch then leads only to pages known to exist). */
export const handle = { notFound: true };

/** Any path no other route matches: a real 404 status with a translated page. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const lang = langOfPath(useLocation().pathname);
  return <ErrorMessage lang={lang} title={t(lang, "error.notFound")} text={t(lang, "notFound.text")} />;
}
