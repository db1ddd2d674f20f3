/**
 * The form of /predict/event: the event, the period, the people (saved charts as checkboxes, typed births in
 * rows with a city search that fills the coordinates) and the particular rules to leave out. A POST form: it
 * works without JavaScript (the coordinates are then typed) and birth data stays out of URLs.
 */
import { PERSON_LABEL_MAX_CHARS } from "@bazi/contracts/limits";
import { SELECT_EVENT_IDS } from "@bazi/contracts/select-ids";
import { formatLongDate, type Lang } from "@bazi/i18n";
import { dateFieldTexts, t, timeFieldTexts } from "@bazi/i18n/controls";
import type { SelectKey } from "@bazi/i18n/select";

import type { ReactNode } from "react";
import { Form } from "react-router";
import { type BirthRow, SELECT_FORM_ID, type SelectFormValues, SHOWN_FOR } from "../../lib/select-form.ts";
import { Card } from "../chrome/card.tsx";
import { DateField } from "../controls/date-field.tsx";
import { Labelled } from "../controls/labelled.tsx";
import { TextField } from "../controls/text-field.tsx";
import { TimeField } from "../controls/time-field.tsx";
import { CityCombobox, usePickedCity } from "./city-combobox.tsx";
import { ErrorText, INPUT } from "./form.tsx";
import { HoursFields, MountainField, RuleChoices } from "./select-form-options.tsx";
import "@bazi/i18n/select";

export interface SavedChart {
  uuid: string;
  name: string;
  birthday: string;
  paid: boolean;
}

type Errors = Record<string, string>;

/** A date of the form in the page's format (the error, when any, describes it besides `hintIds`). */
function DateInput({
  lang,
  id,
  name,
  label,
  error,
  value,
  hintIds,
  ...rest
}: {
  lang: Lang;
  id: string;
  name: string;
  label: string;
  error: string | undefined;
  value: string;
  hintIds?: string;
  min?: string;
  max?: string;
  required?: boolean;
  testId: string;
  ratings?: boolean;
}) {
  return (
    <Labelled id={id} label={label} error={error}>
      <DateField
        lang={lang}
        texts={dateFieldTexts(lang)}
        id={id}
        name={name}
        defaultValue={value}
        invalid={Boolean(error)}
        describedBy={[hintIds, error && `${id}-error`].filter(Boolean).join(" ")}
        hint={!hintIds}
        {...rest}
      />
    </Labelled>
  );
}

/**
 * A typed birth: its date, time (if known), city search and coordinates, as the fields `${prefix}.date` … with
 * the ids `select-${prefix}-date` …; a person's row (prefix `p0` …) has a name besides, the deceased's (prefix
 * `deceased`) the date of death (`children`).
 */
function BirthFields({
  lang,
  prefix,
  legend,
  row,
  errors,
  testId,
  className = "",
  describedBy,
  children,
}: {
  lang: Lang;
  prefix: string;
  legend: string;
  row: Omit<BirthRow, "label"> & { label?: string };
  errors: Errors;
  testId: string;
  className?: string;
  describedBy?: string;
  children?: ReactNode;
}) {
  // no time-zone field here: the zone follows from the coordinates
  const { lat, lng, onPick } = usePickedCity();
  const coordinates = [
    ["lat", lat],
    ["lng", lng],
  ] as const;
  const f = (name: string) => `${prefix}.${name}`;
  const id = (name: string) => `select-${prefix}-${name}`;
  const err = (name: string) => errors[f(name)];
  const errId = (name: string) => (err(name) ? `${id(name)}-error` : undefined);
  return (
    <fieldset
      className={`grid gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 sm:grid-cols-2 ${className}`}
      aria-describedby={describedBy}
      data-testid={testId}
    >
      <legend className="px-1 text-sm font-semibold text-stone-800">{legend}</legend>
      {row.label !== undefined ? (
        <TextField
          id={id("label")}
          name={f("label")}
          label={t(lang, "select.personName")}
          defaultValue={row.label}
          maxLength={PERSON_LABEL_MAX_CHARS}
        />
      ) : null}
      <div className="grid grid-cols-[3fr_2fr] gap-3">
        <DateInput
          lang={lang}
          id={id("date")}
          name={f("date")}
          label={t(lang, "select.birthDate")}
          error={err("date")}
          min="1900-01-01"
          max="2100-12-31"
          value={row.date}
          testId="select-birth-date"
        />
        <Labelled id={id("time")} label={t(lang, "select.birthTime")} error={err("time")}>
          <TimeField
            texts={timeFieldTexts(lang)}
            id={id("time")}
            name={f("time")}
            hint={false}
            defaultValue={row.time}
            invalid={Boolean(err("time"))}
            describedBy={errId("time")}
            data-testid="select-birth-time"
          />
        </Labelled>
      </div>
      <Labelled id={id("city")} label={t(lang, "select.birthCity")} error={err("city")}>
        <CityCombobox
          lang={lang}
          id={id("city")}
          name={f("city")}
          defaultValue={row.city}
          invalid={Boolean(err("city"))}
          describedBy={errId("city") ?? ""}
          inputClass={INPUT}
          onPick={onPick}
        />
      </Labelled>
      <div className="grid grid-cols-2 gap-3">
        {coordinates.map(([c, ref]) => (
          <TextField
            key={c}
            ref={ref}
            id={id(c)}
            name={f(c)}
            label={t(lang, `select.${c}`)}
            inputMode="decimal"
            defaultValue={row[c]}
            data-testid={`select-birth-${c}`}
          />
        ))}
      </div>
      {children}
    </fieldset>
  );
}

function BirthRowFields({
  lang,
  index,
  row,
  errors,
}: {
  lang: Lang;
  index: number;
  row: BirthRow;
  errors: Errors;
}) {
  return (
    <BirthFields
      lang={lang}
      prefix={`p${index}`}
      legend={t(lang, "select.person", { n: index + 1 })}
      row={row}
      errors={errors}
      testId="select-person"
    />
  );
}

export function SelectForm({
  lang,
  path,
  values,
  errors,
  charts,
  lastPublic,
}: {
  lang: Lang;
  path: string;
  values: SelectFormValues;
  errors: Errors;
  charts: readonly SavedChart[];
  /** The last date open without a Personal Calendar at the event's place (YYYY-MM-DD). */
  lastPublic: string;
}) {
  const rows = values.rows.map((row, index) => ({ row, index, key: `p${index}` }));
  // the free window: its last date in words, open beyond it when a saved chart has a Personal Calendar
  const paid = charts.some((c) => c.paid);
  const longDate = (iso: string) => {
    const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
    return formatLongDate(lang, y, m, d);
  };
  // the form's own dates: id and test id `select-{name}`, the label, error and value of that name
  const date = (name: "from" | "to" | "explain") => ({
    lang,
    id: `select-${name}`,
    name,
    label: t(lang, `select.${name}`),
    error: errors[name],
    value: values[name],
    testId: `select-${name}`,
  });
  const more = rows.slice(2);
  const moreOpen = more.some(
    ({ row, index }) => row.date || errors[`p${index}.date`] || errors[`p${index}.city`],
  );
  return (
    <Card
      as={Form}
      method="post"
      action={path}
      noValidate
      // `group`: the parts shown for some events only look at the event select (SHOWN_FOR)
      className="group grid gap-5 p-4 sm:p-6"
      id={SELECT_FORM_ID}
      data-testid="select-form"
    >
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <Labelled id="select-event" label={t(lang, "select.event")} error={errors.event}>
          <select
            id="select-event"
            name="event"
            defaultValue={values.event}
            className={INPUT}
            data-testid="select-event"
          >
            {SELECT_EVENT_IDS.map((e) => (
              <option key={e} value={e}>
                {t(lang, `select.event.${e}` as SelectKey)}
              </option>
            ))}
          </select>
        </Labelled>
        <DateInput {...date("from")} hintIds="select-date-format" required ratings />
        <DateInput
          {...date("to")}
          hintIds="select-date-format select-range-hint"
          required
          ratings
          // the picker greys out the days a visitor cannot choose; a paid chart opens them
          {...(paid ? {} : { max: lastPublic })}
        />
        <div className="text-sm text-stone-600 sm:col-span-3">
          <p id="select-date-format">{t(lang, "controls.date.hint")}</p>
          <p id="select-range-hint" className="mt-1" data-testid="select-range-hint">
            {t(lang, paid ? "select.rangeHintPaid" : "select.rangeHint", { date: longDate(lastPublic) })}
          </p>
        </div>
      </div>

      <fieldset className="grid gap-3">
        <legend className="text-base font-semibold text-stone-900">{t(lang, "select.people")}</legend>
        <p className="text-sm text-stone-600">{t(lang, "select.peopleHint")}</p>
        <ErrorText id="select-people-error" message={errors.people} />
        {charts.length > 0 ? (
          <div data-testid="select-charts">
            <p className="text-sm font-medium text-stone-800">{t(lang, "select.savedCharts")}</p>
            <ul className="mt-1 grid gap-1 sm:grid-cols-2">
              {charts.map((c) => (
                <li key={c.uuid}>
                  <label className="flex items-center gap-2 text-stone-800">
                    <input
                      type="checkbox"
                      name="chart"
                      value={c.uuid}
                      defaultChecked={values.charts.includes(c.uuid)}
                      className="size-4"
                    />
                    <span>
                      {c.name} <span className="text-sm text-stone-600">{c.birthday}</span>
                      {c.paid ? (
                        <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-900 ring-1 ring-emerald-300">
                          {t(lang, "select.paid")}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <ErrorText id="select-chart-error" message={errors.chart} />
          </div>
        ) : null}
        {rows.slice(0, 2).map(({ row, index, key }) => (
          <BirthRowFields key={key} lang={lang} index={index} row={row} errors={errors} />
        ))}
        <details open={moreOpen || undefined} className="grid gap-3">
          <summary className="cursor-pointer text-sm font-medium text-stone-800">
            {t(lang, "select.morePeople")}
          </summary>
          <div className="mt-3 grid gap-3">
            {more.map(({ row, index, key }) => (
              <BirthRowFields key={key} lang={lang} index={index} row={row} errors={errors} />
            ))}
          </div>
        </details>
      </fieldset>

      {/* a burial's deceased: shown while the event is a burial (CSS, no script needed), sent only then */}
      <div className={`${SHOWN_FOR.burial} gap-2`} data-testid="select-deceased">
        <p id="select-deceased-hint" className="text-sm text-stone-600">
          {t(lang, "select.deceasedHint")}
        </p>
        <BirthFields
          lang={lang}
          prefix="deceased"
          legend={t(lang, "select.deceased")}
          row={values.deceased}
          errors={errors}
          testId="select-deceased-birth"
          describedBy="select-deceased-hint"
        >
          <DateInput
            lang={lang}
            id="select-deceased-diedOn"
            name="deceased.diedOn"
            label={t(lang, "select.diedOn")}
            error={errors["deceased.diedOn"]}
            min="1900-01-01"
            max="2100-12-31"
            value={values.deceased.diedOn}
            testId="select-deceased-diedOn"
          />
        </BirthFields>
      </div>

      <RuleChoices lang={lang} skipped={values.skipRules} />
      <MountainField lang={lang} value={values.mountain} error={errors.mountain} />
      <HoursFields lang={lang} values={values} errors={errors} />

      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <DateInput {...date("explain")} />
        <button
          type="submit"
          className="rounded-full bg-stone-900 px-6 py-2.5 font-semibold text-white hover:bg-stone-700"
          data-testid="select-submit"
        >
          {t(lang, "select.submit")}
        </button>
      </div>
    </Card>
  );
}
