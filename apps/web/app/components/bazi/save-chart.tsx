/**
 * "Save chart" under a computed chart, for a signed-in user: the chart's name and the e-mail (prefilled with
 * theirs) to fill in, the birth data and options carried hidden from the chart's form; it posts to the page
 * (intent=saveChart), which saves the chart and goes to its page. The fields are checked in the browser when left
 * and on sending (save-checks.ts), and again on the server, whose other objections show above them. Visitors get
 * the invitation to sign in instead (save-sign-in.tsx). Its message line and button look like the account forms'
 * (components/account/fields.tsx) without loading them: the page's script is at its budget (apps/web/README.md).
 */
import type { Lang } from "@bazi/i18n";
import { type FocusEvent, type FormEvent, useEffect, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import type { BaziFormValues } from "../../lib/bazi-form.ts";
import { Card } from "../chrome/card.tsx";
import { TextField } from "../controls/text-field.tsx";
import { birthFields, HiddenFields } from "./hidden-fields.tsx";
import { checkSave, movesToSubmit } from "./save-checks.ts";
import { SaveSignIn } from "./save-sign-in.tsx";
import { textFieldProps } from "./text-field-props.ts";

/** The "Save chart" form's state after a failed save: messages of its fields, and anything else above it. */
export interface SaveState {
  errors: Record<string, string>;
  message: string | null;
}

export function SaveChart({
  lang,
  values,
  account,
  save,
  texts,
}: {
  lang: Lang;
  values: BaziFormValues;
  account: { email: string } | null;
  save: SaveState | null;
  /** The form's words (tools-server.ts `bazi.save.*`), from the loader: the page's script carries none. */
  texts: { title: string; lead: string; submit: string; signIn: string; errors: string };
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const [errors, setErrors] = useState<Record<string, string>>(save?.errors ?? {});
  useEffect(() => setErrors(save?.errors ?? {}), [save]);
  if (!account) return <SaveSignIn lang={lang} text={texts.signIn} />;
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "saveChart";
  const field = textFieldProps(lang, values, errors, "save");
  const recheck = (form: HTMLFormElement, name: string) => {
    const all = checkSave(lang, form);
    setErrors((prev) => {
      const next = { ...prev };
      if (all[name]) next[name] = all[name];
      else delete next[name];
      return next;
    });
  };
  return (
    <Card
      as={Form}
      method="post"
      action={`${location.pathname}${location.search}`}
      noValidate
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        const all = checkSave(lang, e.currentTarget);
        setErrors(all);
        const first = Object.keys(all)[0];
        if (first) {
          e.preventDefault();
          e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        }
      }}
      onBlur={(e: FocusEvent<HTMLFormElement>) => {
        const input = e.target as unknown as HTMLInputElement;
        if (movesToSubmit(e)) return;
        if ((input.name === "name" || input.name === "email") && (input.value !== "" || errors[input.name]))
          recheck(e.currentTarget, input.name);
      }}
      onChange={(e: FormEvent<HTMLFormElement>) => {
        const input = e.target as unknown as HTMLInputElement;
        if (errors[input.name]) recheck(e.currentTarget, input.name);
      }}
      aria-labelledby="bazi-save-title"
      className="mt-10 space-y-4 p-4 sm:p-6 print:hidden"
      data-testid="bazi-save"
    >
      <h2 id="bazi-save-title" className="text-xl font-semibold tracking-tight text-stone-900">
        {texts.title}
      </h2>
      <p className="text-sm text-stone-600">{texts.lead}</p>
      <HiddenFields
        fields={[["intent", "saveChart"], ...birthFields(values), ["zi", values.zi], ["basis", values.basis]]}
      />
      {save?.message ? (
        <p
          role="alert"
          data-testid="form-error"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {`${texts.errors} ${save.message}`}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field("name")} />
        <TextField {...field("email")} defaultValue={account.email} />
      </div>
      <button
        type="submit"
        disabled={busy}
        aria-disabled={busy || undefined}
        className="mt-2 w-full rounded-full bg-stone-900 px-6 py-2.5 font-semibold text-white hover:bg-stone-700 disabled:cursor-wait disabled:opacity-60 sm:w-auto"
        data-testid="bazi-save-submit"
      >
        {texts.submit}
      </button>
    </Card>
  );
}
