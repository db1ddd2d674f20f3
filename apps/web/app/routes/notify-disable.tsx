/**
 * The reminders' disable link `/chart/notify/disable/{token}` (docs/product.md §2; issue 7 §6): a GET only asks (mail
 * and chat apps open links to preview them, which must change nothing); the POST turns off the reminders of the
 * chart the signed token names. Every token, valid or not, gets the same neutral pages, so the link reveals
 * nothing and a forged one changes nothing.
 */

import { t } from "@bazi/i18n/messenger";
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  useActionData,
  useLoaderData,
} from "react-router";
import { servicesContext } from "../lib/context.ts";
import { langOfPath } from "../lib/lang.ts";
import { titleWithSite } from "../lib/page-meta.ts";

export function loader({ params, url }: LoaderFunctionArgs) {
  return { lang: langOfPath(url.pathname), token: (params.token ?? "").slice(0, 200) };
}

export async function action({ context, params }: ActionFunctionArgs) {
  await context.get(servicesContext).reminders.disable((params.token ?? "").slice(0, 200));
  return { done: true };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  return [
    {
      title: titleWithSite(loaderData.lang, t(loaderData.lang, "msg.disable.title")),
    },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function NotifyDisablePage() {
  const { lang } = useLoaderData<typeof loader>();
  const done = (useActionData() as { done?: boolean } | undefined)?.done;
  return (
    <div className="mx-auto max-w-xl px-4 pb-16 pt-10 sm:px-6" data-testid="notify-disable">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900">{t(lang, "msg.disable.title")}</h1>
      {done ? (
        <p className="mt-4 text-stone-800" role="status" data-testid="notify-disable-done">
          {t(lang, "msg.disable.done")}
        </p>
      ) : (
        <Form method="post" className="mt-4 space-y-4">
          <p className="text-stone-800">{t(lang, "msg.disable.confirm")}</p>
          <button
            type="submit"
            className="inline-flex items-center rounded-full bg-stone-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-stone-700"
            data-testid="notify-disable-submit"
          >
            {t(lang, "msg.disable.button")}
          </button>
        </Form>
      )}
    </div>
  );
}
