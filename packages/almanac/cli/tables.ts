/**
 * The readable tables `bazi` prints without --json: one renderer per command's JSON (src/schema.ts), its labels
 * from texts/cli.{ru,en}.json (cli/texts.ts). Text only; cli/bazi.ts does the I/O.
 */
import type { ChartJson, DayJson, Lang, PredictJson, SelectJson } from "../src/index.ts";
import { utcToWall } from "../src/index.ts";
import { cliText, labels, word } from "./texts.ts";

export const sign = (n: number) => (n > 0 ? `+${n}` : String(n));

export function localTime(iso: string, tz: string): string {
  return new Date(utcToWall(Date.parse(iso), tz)).toISOString().slice(0, 16).replace("T", " ");
}

export function table(rows: string[][]): string {
  const widths: number[] = [];
  for (const r of rows) {
    r.forEach((c, i) => {
      widths[i] = Math.max(widths[i] ?? 0, [...c].length);
    });
  }
  return rows
    .map((r) =>
      r.map((c, i) => (i === r.length - 1 ? c : c + " ".repeat(widths[i]! - [...c].length))).join("  "),
    )
    .join("\n");
}

export function dayText(d: DayJson, lang: Lang): string {
  const t = labels(lang);
  const tz = d.place.tz;
  const lines: string[][] = [
    [t.date, `${d.date} (${tz})`],
    [t.pillars, `${d.pillars.year.zh} ${d.pillars.month.zh} ${d.pillars.day.zh}`],
    [t.hieroglyph, `${d.hieroglyph.zh} — ${d.hieroglyph.name}`],
    [t.officer, `${d.officer.zh} ${d.officer.name}`],
    [t.spirit, `${d.spirit.zh} ${d.spirit.name} (${word(d.spirit.path, lang)})`],
    [
      t.mansion,
      `${d.mansion.zh} ${d.mansion.name}, ${t.planet}: ${d.mansion.planet} (${word(d.mansion.luck, lang)})`,
    ],
    [t.lunarDate, `${d.lunarDate.zh} — ${d.lunarDate.name}`],
    [
      t.term,
      `${d.solarTerm.zh} ${d.solarTerm.name}, ${t.starts} ${localTime(d.solarTerm.startsAt, tz)}, ${t.termDay} ${d.solarTerm.dayOfTerm}`,
    ],
    [
      t.moon,
      `${d.moon.phaseName}, ${d.moon.phase === "waxing" ? t.waxing : t.waning} ${d.moon.phaseDay}, ${Math.round(d.moon.illumination * 100)}%`,
    ],
    ...d.moon.lunarDays.map((x) => [
      t.lunarDay,
      `${x.number}: ${localTime(x.startsAt, tz)} → ${localTime(x.endsAt, tz)}`,
    ]),
    [t.moonSign, `${d.moonSign.signAtStart.symbol} ${d.moonSign.signAtStart.name}`],
    ...d.moonSign.ingresses.map((x) => [
      t.moonIngress,
      `${localTime(x.at, tz)} ${x.sign.symbol} ${x.sign.name}`,
    ]),
    ...d.moonSign.voidOfCourse.map((v) => [
      t.voidOfCourse,
      `${localTime(v.startsAt, tz)} → ${localTime(v.endsAt, tz)} (${v.lastAspect.text})`,
    ]),
    [t.clash, `${d.clash.branch} ${d.clash.animal.name}, ${d.clash.direction.name}`],
    [
      t.directions,
      [
        [t.joy, d.directions.joy],
        [t.wealth, d.directions.wealth],
        [t.fortune, d.directions.fortune],
      ]
        .map(([k, v]) => `${k} ${(v as { name: string }).name}`)
        .join(", "),
    ],
    [
      t.nineStars,
      (["year", "month", "day"] as const)
        .map((k) => `${t[k]} ${d.nineStars[k].zh} ${d.nineStars[k].name}`)
        .join(", "),
    ],
    [t.rating, `${sign(d.rating.value)} (${word(d.rating.tag, lang)})`],
    ...d.rating.reasons.map((r) => [`  ${t.reasons}`, `${sign(r.effect)} ${r.text}`]),
  ];
  let s = table(lines);
  if (d.personal) {
    s += `\n\n${t.personal}: ${sign(d.personal.rating.value)}\n`;
    s += table(d.personal.rating.reasons.map((r) => [`  ${sign(r.effect)}`, r.text]));
  }
  s += `\n\n${t.activities}\n`;
  s += d.activities.length
    ? table(d.activities.map((a) => [sign(a.rating.value), a.kind === "yi" ? t.yi : t.ji, a.name, a.zh]))
    : t.none;
  s += `\n\n${t.themes}\n`;
  s += table(d.themes.map((x, i) => [sign((d.personal?.themes[i] ?? x).rating.value), x.name]));
  s += `\n\n${t.hours}\n`;
  s += table(
    d.hours.map((h, i) => [
      `${h.from}–${h.to}`,
      h.zh,
      h.spirit.zh,
      word(h.spirit.path, lang),
      sign((d.personal?.hours[i] ?? h).rating.value),
    ]),
  );
  return `${s}\n`;
}

export function chartText(c: ChartJson, lang: Lang): string {
  const t = labels(lang);
  const p = c.pillars;
  const rows: string[][] = [
    [t.date, `${c.input.date} ${c.input.time ?? `(${t.unknownHour})`} ${c.tz}`],
    [t.utc, `${c.utc} (${t.offset} ${c.utcOffset})`],
    [t.solar, `${c.apparentSolarTime.replace("T", " ")} (EoT ${c.equationOfTimeMinutes} min)`],
    [t.chart, [p.year, p.month, p.day, p.hour].map((x) => x?.zh ?? "——").join(" ")],
    [t.dayMaster, `${c.dayMaster.zh} ${c.dayMaster.name}`],
    [
      t.strength,
      `${c.dayMaster.strength.name} (${c.dayMaster.strength.score}/100); ${t.favourable}: ${c.dayMaster.favourable.favourable
        .map((e) => word(e, lang))
        .join(", ")}; ${c.dayMaster.structure?.name ?? "—"}`,
    ],
    [
      t.elements,
      Object.entries(c.elements.withHidden)
        .map(([k, v]) => `${word(k, lang)} ${v}`)
        .join(", "),
    ],
    ["", `zi=${c.options.zi}, timeBasis=${c.options.timeBasis}`],
  ];
  let s = table(rows);
  if (c.warnings.length) s += `\n\n${t.warnings}\n${c.warnings.map((w) => `- ${w.text}`).join("\n")}`;
  if (c.luck) {
    s += `\n\n${t.luck} (${word(c.luck.direction, lang)}, ${c.luck.startAge.decimalYears})\n`;
    s += table(
      c.luck.pillars.map((l) => [
        String(l.number),
        l.zh,
        String(l.startAge),
        l.startsAt.slice(0, 10),
        l.tenGod.name,
      ]),
    );
  } else if (c.luckNote) s += `\n\n${t.luck}: ${c.luckNote}`;
  s += forecastText(c.forecast, lang);
  if (c.stars.length)
    s += `\n\n${t.stars}\n${table(c.stars.map((x) => [x.name, x.branches.join(""), x.inPillars.join(", ")]))}`;
  return `${s}\n`;
}

/**
 * The forecast in short: each luck decade, the years from two before the current one to ten after, the current
 * month and the next twelve, with their verdict and score; the current ones marked ▶.
 */
function forecastText(f: ChartJson["forecast"], lang: Lang): string {
  const t = labels(lang);
  const mark = (p: { current: boolean }) => (p.current ? "▶" : " ");
  const judged = (p: { verdict: { name: string }; score: number }) => [p.verdict.name, sign(p.score)];
  let s = `\n\n${t.forecast} (${f.asOf.slice(0, 10)})`;
  if (f.decades.length) {
    s += `\n${t.decades}\n${table(
      f.decades.map((d) => [
        mark(d),
        String(d.number),
        d.zh,
        String(d.age),
        d.startsAt.slice(0, 10),
        ...judged(d),
      ]),
    )}`;
  }
  const now = f.years.find((y) => y.current)?.year ?? Number(f.asOf.slice(0, 4));
  const years = f.years.filter((y) => y.year >= now - 2 && y.year <= now + 10);
  if (years.length) {
    s += `\n${t.years}\n${table(
      years.map((y) => [mark(y), String(y.year), y.zh, y.age === null ? "—" : String(y.age), ...judged(y)]),
    )}`;
  }
  const first = Math.max(
    f.months.findIndex((m) => m.current),
    0,
  );
  s += `\n${t.months}\n${table(
    f.months
      .slice(first, first + 13)
      .map((m) => [mark(m), m.startsAt.slice(0, 10), m.zh, m.jie.zh, ...judged(m)]),
  )}`;
  return s;
}

export function predictText(r: PredictJson, lang: Lang): string {
  const t = labels(lang);
  let s = `${r.target.name ?? t.rating}: ${r.from} … ${r.to}${r.personal ? ` (${t.personal})` : ""}\n`;
  s += table(
    r.days.map((d) => [
      d.date,
      sign(d.rating.value),
      d.rating.reasons
        .map((x) => x.text)
        .slice(0, 3)
        .join("; "),
    ]),
  );
  const hours = (d: PredictJson["best"][number]) =>
    d.hours.length ? `: ${d.hours.map((h) => `${h.from}–${h.to}`).join(", ")}` : "";
  s += `\n\n${t.best}: ${r.best.length ? r.best.map((d) => `${d.date} (${sign(d.rating.value)}${hours(d)})`).join(", ") : t.none}\n`;
  const w = r.hoursWindow;
  if (r.best.length) s += `${w ? cliText("hoursWindow", lang, w) : t.allHours}\n`;
  return s;
}

export function selectText(r: SelectJson, lang: Lang): string {
  const t = labels(lang);
  let s = `${r.event.name} (${r.event.zh}): ${r.from} … ${r.to}, ${r.considered} ${t.days}, ${r.excluded} ${t.excludedDays}\n`;
  s += `${t.method}: ${r.method.name}\n`;
  const w = r.hoursWindow;
  s += `${w ? cliText("hoursWindow", lang, w) : t.allHours}\n\n`;
  s += r.days.length
    ? table(
        r.days.map((d) => [
          d.date,
          sign(d.score),
          d.hours.map((h) => `${h.from}–${h.to}`).join(", ") || "—",
          d.reasons
            .map((x) => x.text)
            .slice(0, 3)
            .join("; "),
        ]),
      )
    : t.none;
  if (r.explained) {
    const e = r.explained;
    s += `\n\n${e.date}: `;
    s += e.excluded
      ? `${t.excludedDay}\n${e.exclusions.map((x) => `  − ${x.text}`).join("\n")}`
      : `${sign(e.score)}, #${e.rank}\n${e.reasons.map((x) => `  ${sign(x.effect)} ${x.text}`).join("\n")}`;
  }
  return `${s}\n`;
}
