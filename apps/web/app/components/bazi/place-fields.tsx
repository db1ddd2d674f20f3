/**
 * The chart form's birthplace: the city search, and the latitude, longitude and time zone it fills in when a city
 * is picked (without JavaScript they are typed). Two rows of the form's grid.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/tools";
import type { BaziFormValues } from "../../lib/bazi-form.ts";
import { describedBy, Labelled } from "../controls/labelled.tsx";
import { TextField } from "../controls/text-field.tsx";
import { CityCombobox, usePickedCity } from "../tools/city-combobox.tsx";
import { INPUT } from "../tools/form.tsx";
import { textFieldProps } from "./text-field-props.ts";

export function PlaceFields({
  lang,
  values,
  errors,
}: {
  lang: Lang;
  values: BaziFormValues;
  errors: Record<string, string>;
}) {
  const { lat, lng, tz, onPick } = usePickedCity();
  const field = textFieldProps(lang, values, errors);
  const cityHint = t(lang, "bazi.cityHint");
  return (
    <>
      <div className="sm:col-span-2">
        <Labelled
          id="bazi-city"
          label={t(lang, "bazi.city")}
          hint={cityHint}
          error={errors.city}
          field="city"
        >
          <CityCombobox
            lang={lang}
            id="bazi-city"
            name="city"
            defaultValue={values.city}
            invalid={Boolean(errors.city)}
            describedBy={describedBy("bazi-city", { hint: cityHint, error: errors.city }) ?? ""}
            inputClass={INPUT}
            onPick={onPick}
          />
        </Labelled>
      </div>
      <div className="grid grid-cols-2 gap-5 sm:col-span-2 sm:grid-cols-3">
        <TextField {...field("lat")} ref={lat} inputMode="decimal" />
        <TextField {...field("lng")} ref={lng} inputMode="decimal" />
        <div className="col-span-2 sm:col-span-1">
          <TextField {...field("tz")} ref={tz} spellCheck={false} hint={t(lang, "bazi.tzHint")} />
        </div>
      </div>
    </>
  );
}
