/**
 * The options of the selection form (/predict/event) below the people: the particular rules to leave out, the
 * sitting mountain of the events that face a direction, and the hours the best hours begin in. Plain fields of
 * the POST form (select-form.tsx), so they work without JavaScript.
 */
import { MOUNTAIN_IDS, SELECT_RULE_IDS } from "@bazi/contracts/select-ids";
import type { Lang } from "@bazi/i18n";
import { t, timeFieldTexts } from "@bazi/i18n/controls";
import type { SelectKey } from "@bazi/i18n/select";
import { type SelectFormValues, SHOWN_FOR } from "../../lib/select-form.ts";
import { Labelled } from "../controls/labelled.tsx";
import { TimeField } from "../controls/time-field.tsx";
import { INPUT } from "./form.tsx";
import "@bazi/i18n/select";

/** The event's named rules, each a checkbox to leave it out (`skipRule`). */
export function RuleChoices({ lang, skipped }: { lang: Lang; skipped: readonly string[] }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-base font-semibold text-stone-900">{t(lang, "select.rules")}</legend>
      <p className="text-sm text-stone-600">{t(lang, "select.rulesHint")}</p>
      {SELECT_RULE_IDS.map((r) => (
        <label key={r} className="flex items-center gap-2 text-stone-800">
          <input
            type="checkbox"
            name="skipRule"
            value={r}
            defaultChecked={skipped.includes(r)}
            className="size-4"
          />
          {t(lang, `select.skip.${r}` as SelectKey)}
        </label>
      ))}
    </fieldset>
  );
}

/** The sitting mountain 坐山: shown while the event faces a direction (moving, renovation, burial), sent only then. */
export function MountainField({
  lang,
  value,
  error,
}: {
  lang: Lang;
  value: string;
  error?: string | undefined;
}) {
  return (
    <Labelled
      id="select-mountain"
      label={t(lang, "select.mountain")}
      error={error}
      className={SHOWN_FOR.directional}
    >
      <select
        id="select-mountain"
        name="mountain"
        defaultValue={value}
        className={`${INPUT} sm:max-w-xs`}
        aria-describedby="select-mountain-hint"
        data-testid="select-mountain"
      >
        <option value="">{t(lang, "select.mountainNone")}</option>
        {MOUNTAIN_IDS.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
      <p id="select-mountain-hint" className="text-sm text-stone-600">
        {t(lang, "select.mountainHint")}
      </p>
    </Labelled>
  );
}

/** The window the best hours begin in, or the night's hours too. */
export function HoursFields({
  lang,
  values,
  errors,
}: {
  lang: Lang;
  values: Pick<SelectFormValues, "hoursFrom" | "hoursTo" | "allHours">;
  errors: Record<string, string>;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-base font-semibold text-stone-900">{t(lang, "select.hoursWindow")}</legend>
      <p className="text-sm text-stone-600" id="select-hours-hint">
        {t(lang, "select.hoursWindowHint")}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
        {(["hoursFrom", "hoursTo"] as const).map((name) => (
          <Labelled
            key={name}
            id={`select-${name}`}
            label={t(lang, name === "hoursFrom" ? "select.hoursFrom" : "select.hoursTo")}
            error={errors[name]}
          >
            <TimeField
              texts={timeFieldTexts(lang)}
              id={`select-${name}`}
              name={name}
              hint={false}
              defaultValue={name === "hoursFrom" ? values.hoursFrom : values.hoursTo}
              invalid={Boolean(errors[name])}
              describedBy={errors[name] ? `select-${name}-error` : "select-hours-hint"}
              data-testid={`select-${name}`}
            />
          </Labelled>
        ))}
      </div>
      <label className="flex items-center gap-2 text-stone-800">
        <input
          type="checkbox"
          name="allHours"
          defaultChecked={values.allHours}
          className="size-4"
          data-testid="select-all-hours"
        />
        {t(lang, "select.allHours")}
      </label>
    </fieldset>
  );
}
