/**
 * The controls as the server renders them (the browser's side is e2e/specs/controls.spec.ts): a date field shows an
 * ISO value in the page's format, the calendar's days and months with their bounds, the searchable select's
 * filter and its native fallback.
 */
import { dateFieldTexts } from "@bazi/i18n/controls";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DateField } from "./date-field.tsx";
import { DatePicker } from "./date-picker.tsx";
import { filterGroups, SearchableSelect } from "./searchable-select.tsx";

const picker = { min: undefined, max: undefined, onPick: () => {}, onClose: () => {} };

describe("the date field", () => {
  it("shows an ISO value in the page's format, its format as the placeholder and the hint", () => {
    const ru = renderToString(
      createElement(DateField, {
        lang: "ru",
        texts: dateFieldTexts("ru"),
        id: "d",
        defaultValue: "2026-11-21",
      }),
    );
    expect(ru).toContain('value="21.11.2026"');
    expect(ru).toContain('placeholder="ДД.ММ.ГГГГ"');
    expect(ru).toContain('aria-describedby="d-format"');
    const month = renderToString(
      createElement(DateField, {
        lang: "ru",
        texts: dateFieldTexts("ru", true),
        id: "m",
        month: true,
        defaultValue: "2026-11",
        hint: false,
      }),
    );
    expect(month).toContain('value="11.2026"');
    expect(month).not.toContain("m-format");
    const en = renderToString(
      createElement(DateField, {
        lang: "en",
        texts: dateFieldTexts("en"),
        id: "d",
        defaultValue: "2026-11-21",
      }),
    );
    expect(en).toContain('value="2026-11-21"');
    expect(en).not.toMatch(/type="(date|time)"/);
  });
});

describe("the calendar", () => {
  it("opens on the field's date, in the page's language, days outside the bounds disabled", () => {
    const html = renderToString(
      createElement(DatePicker, {
        ...picker,
        lang: "en",
        month: false,
        text: "29.02.2024",
        min: "2024-02-10",
        max: "2024-03-05",
      }),
    );
    expect(html).toContain("February 2024");
    expect(html).toMatch(/<button[^>]*tabindex="0"[^>]*aria-pressed="true"[^>]*data-date="2024-02-29"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-date="2024-02-09"/);
    expect(html).toContain(">Mon</th>");
  });

  it("of a month field lists the year's months", () => {
    const html = renderToString(
      createElement(DatePicker, { ...picker, lang: "ru", month: true, text: "11.2026" }),
    );
    expect(html).toContain('aria-label="Выбор месяца"');
    expect(html).toMatch(/aria-pressed="true"[^>]*data-date="2026-11"[^>]*>Ноябрь</);
    expect(html.match(/data-date="2026-\d\d"/g)).toHaveLength(12);
  });
});

describe("the searchable select", () => {
  const groups = [
    { label: "Темы", options: [{ value: "theme:travel", label: "Поездки" }] },
    {
      label: "Поездки",
      options: [
        { value: "tag:tickets", label: "Покупка билетов" },
        { value: "tag:tree", label: "Ёлка" },
      ],
    },
  ];
  const values = (q: string) => filterGroups(groups, q).flatMap((g) => g.options.map((o) => o.value));

  it("filters by every word, an option matching by its own label or its group's", () => {
    expect(values("")).toEqual(["theme:travel", "tag:tickets", "tag:tree"]);
    expect(values("поезд")).toEqual(["theme:travel", "tag:tickets", "tag:tree"]);
    expect(values("елка")).toEqual(["tag:tree"]);
    expect(values("билет ПОЕЗД")).toEqual(["tag:tickets"]);
    expect(values("самолёт")).toEqual([]);
  });

  it("is the native select with its groups until the script runs", () => {
    const html = renderToString(
      createElement(SearchableSelect, {
        lang: "ru",
        id: "w",
        name: "what",
        label: "Тема",
        groups,
        defaultValue: "tag:tickets",
        emptyLabel: "—",
      }),
    );
    expect(html).toMatch(/^<select[^>]*name="what"/);
    expect(html).toContain('<optgroup label="Поездки">');
    expect(html).toContain('<option value="tag:tickets" selected="">');
  });
});
