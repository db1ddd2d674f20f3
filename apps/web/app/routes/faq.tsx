/**
 * The FAQ `/faq` (and /en/faq): questions grouped in sections (each answer a disclosure), and the
 * ask-a-question form of docs/product.md §2, §5 (name, e-mail, topic, question required; an optional JPEG, PNG or WebP
 * image up to FAQ_IMAGE_MAX_BYTES, 5 MB), which posts multipart to this page's action and works without JavaScript.
 * The server checks the image by its content and re-encodes it (features/content/image.ts). A refusal names its
 * field and keeps what was typed: an image over the limit is named here before anything is sent; without script,
 * the action names it, or, far over it, the server's own page does (apps/server/src/http/form-refused.ts).
 */
import { FAQ_IMAGE_MAX_BYTES } from "@bazi/contracts";
import { byteSize, type Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/content";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  useActionData,
  useFetcher,
  useLoaderData,
} from "react-router";
import { FormMessage } from "../components/account/fields.tsx";
import { Card } from "../components/chrome/card.tsx";
import { Prose } from "../components/content/prose.tsx";
import { FileField } from "../components/controls/file-field.tsx";
import { problemTexts } from "../lib/account-actions.server.ts";
import type { AskResult } from "../lib/content.ts";
import { servicesContext, sessionContext } from "../lib/context.ts";
import { formError, formOf } from "../lib/form-error.ts";
import { langOfPath } from "../lib/lang.ts";
import { notify } from "../lib/notify.ts";
import { alternatesOf, pageMeta, titleWithSite } from "../lib/page-meta.ts";

export async function loader({ context, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const viewer = context.get(sessionContext).viewer;
  const { sections, faqs } = await services.content.faq(lang);
  return {
    lang,
    groups: sections.map((s) => ({ id: s.id, title: s.title, faqs: faqs.filter((f) => f.section === s.id) })),
    // a signed-in person's name and address, to save typing
    known: viewer ? { name: viewer.user.name, email: viewer.user.email } : null,
    urls: alternatesOf(services, lang, "/faq"),
  };
}

const FIELDS = { name: "name", email: "email", topic: "topic", question: "question", image: "image" };

export async function action({ context, request, url }: ActionFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const form = await formOf(request);
  // what was typed comes back whole with any refusal (the body limit bounds it)
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  const values = {
    name: text("name"),
    email: text("email"),
    topic: text("topic"),
    question: text("question"),
  };
  const file = form.get("image");
  const image = file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
  const r = await context.get(servicesContext).content.ask(context.get(sessionContext), values, image, lang);
  if (r.ok) return data<AskResult>({ ok: true, message: r.value.message, errors: {} });
  return formError<AskResult>({ ok: false, ...problemTexts(lang, r, FIELDS), values });
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, urls } = loaderData;
  return pageMeta(
    lang,
    titleWithSite(lang, t(lang, "content.faq.title")),
    t(lang, "content.faq.description"),
    urls,
  );
}

export default function FaqPage() {
  const { lang, groups, known } = useLoaderData<typeof loader>();
  const posted = useActionData() as AskResult | undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10" data-testid="faq-page">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        {t(lang, "content.faq.title")}
      </h1>
      {groups.map((g) => (
        <section key={g.id} className="mt-8" aria-labelledby={`faq-${g.id}`} data-testid="faq-group">
          <h2 id={`faq-${g.id}`} className="text-xl font-semibold text-stone-900">
            {g.title}
          </h2>
          <Card className="mt-3 divide-y divide-stone-200">
            {g.faqs.map((f) => (
              <details key={f.id} className="group px-4 py-3" data-testid="faq-item">
                <summary className="cursor-pointer list-none font-medium text-stone-900 [&::-webkit-details-marker]:hidden">
                  <span
                    aria-hidden="true"
                    className="mr-2 inline-block text-seal transition-transform group-open:rotate-90"
                  >
                    ›
                  </span>
                  {f.question}
                </summary>
                <Prose html={f.html} className="pb-1 pl-5" />
              </details>
            ))}
          </Card>
        </section>
      ))}
      <AskForm lang={lang} known={known} posted={posted} />
    </div>
  );
}

function AskForm({
  lang,
  known,
  posted,
}: {
  lang: Lang;
  known: { name: string; email: string } | null;
  posted: AskResult | undefined;
}) {
  const id = useId();
  const fetcher = useFetcher<AskResult>();
  const result = fetcher.data ?? posted;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.data?.ok && fetcher.data.message) {
      notify({ kind: "success", text: fetcher.data.message });
      formRef.current?.reset();
    }
  }, [fetcher.data]);
  // An image over the limit is named at once, before anything is sent (the server refuses it too, and the
  // body limit of the page's address would answer a large one with no form to show the error in).
  const [tooLarge, setTooLarge] = useState(false);
  const imageTooLarge = (file: File | null | undefined) => (file?.size ?? 0) > FAQ_IMAGE_MAX_BYTES;
  const serverErrors = result && !result.ok ? result.errors : {};
  const errors = tooLarge
    ? {
        ...serverErrors,
        image: t(lang, "content.ask.image.size", { size: byteSize(lang, FAQ_IMAGE_MAX_BYTES) }),
      }
    : serverErrors;
  const values = result && !result.ok ? (result.values ?? {}) : {};
  const field = (name: "name" | "email" | "topic", type = "text", autoComplete?: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-stone-800">
        {t(lang, `content.ask.${name}`)}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={
          values[name] ?? (name === "name" ? known?.name : name === "email" ? known?.email : "") ?? ""
        }
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
        data-testid={`ask-${name}`}
      />
      {errors[name] ? (
        <p
          id={`${id}-${name}-error`}
          className="mt-1 text-sm font-medium text-red-800"
          data-testid={`ask-error-${name}`}
        >
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <section className="mt-12" aria-labelledby={`${id}-title`} data-testid="ask">
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-stone-900">
        {t(lang, "content.ask.title")}
      </h2>
      <p className="mt-1 text-stone-700">{t(lang, "content.ask.lead")}</p>
      <Card
        as={fetcher.Form}
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        noValidate
        className="mt-4 space-y-4 p-4 sm:p-6"
        data-testid="ask-form"
        onSubmit={(e: FormEvent<HTMLFormElement>) => {
          const input = e.currentTarget.elements.namedItem("image");
          if (input instanceof HTMLInputElement && imageTooLarge(input.files?.[0])) {
            e.preventDefault();
            setTooLarge(true);
            input.focus();
          }
        }}
        onChange={(e: FormEvent<HTMLFormElement>) => {
          const target = e.target;
          if (target instanceof HTMLInputElement && target.name === "image")
            setTooLarge(imageTooLarge(target.files?.[0]));
        }}
      >
        <FormMessage kind="error" text={result && !result.ok ? result.message : null} />
        {result?.ok && !fetcher.data ? <FormMessage kind="success" text={result.message} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("name", "text", "name")}
          {field("email", "email", "email")}
        </div>
        {field("topic")}
        <div>
          <label htmlFor={`${id}-question`} className="block text-sm font-semibold text-stone-800">
            {t(lang, "content.ask.question")}
          </label>
          <textarea
            id={`${id}-question`}
            name="question"
            rows={5}
            defaultValue={values.question ?? ""}
            aria-invalid={errors.question ? true : undefined}
            aria-describedby={errors.question ? `${id}-question-error` : undefined}
            className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
            data-testid="ask-question"
          />
          {errors.question ? (
            <p
              id={`${id}-question-error`}
              className="mt-1 text-sm font-medium text-red-800"
              data-testid="ask-error-question"
            >
              {errors.question}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-image`} className="block text-sm font-semibold text-stone-800">
            {t(lang, "content.ask.image")}
          </label>
          <FileField
            lang={lang}
            id={`${id}-image`}
            name="image"
            accept="image/jpeg,image/png,image/webp"
            invalid={Boolean(errors.image)}
            describedBy={`${id}-image-hint${errors.image ? ` ${id}-image-error` : ""}`}
            testId="ask-image"
          />
          <p id={`${id}-image-hint`} className="mt-1 text-xs text-stone-600">
            {t(lang, "content.ask.imageHint", { size: byteSize(lang, FAQ_IMAGE_MAX_BYTES) })}
          </p>
          {errors.image ? (
            <p
              id={`${id}-image-error`}
              className="mt-1 text-sm font-medium text-red-800"
              data-testid="ask-error-image"
            >
              {errors.image}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="inline-flex items-center rounded-full bg-stone-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-stone-700 disabled:cursor-wait disabled:opacity-60"
          data-testid="ask-submit"
        >
          {t(lang, "content.ask.submit")}
        </button>
      </Card>
    </section>
  );
}
