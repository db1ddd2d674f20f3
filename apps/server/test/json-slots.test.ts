/** JSON text with open slots (features/calendar/json-slots.ts): the same bytes as serialising the whole. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonSlots } from "../src/features/calendar/json-slots.ts";

const json = fc.jsonValue();

describe("JSON slots", () => {
  it("filled, the text is JSON.stringify of the object with those values, keys in their places", () => {
    fc.assert(
      fc.property(
        fc.record({ a: json, b: fc.record({ c: json, d: json }), e: json }),
        fc.tuple(json, json, json),
        (template, [x, y, z]) => {
          // slots given out of the text's order, one of them nested
          const t = jsonSlots(template, [["e"], ["b", "c"], ["a"]]);
          const whole = { ...template, a: z, b: { ...template.b, c: y }, e: x };
          expect(t.fill(whole).toString("utf8")).toBe(JSON.stringify(whole));
        },
      ),
    );
  });

  it("keeps non-ASCII text as UTF-8, and fills the same template many times", () => {
    const t = jsonSlots({ name: "День Установления 建", place: null, tail: "月" }, [["place"]]);
    expect(t.fill({ place: { lat: 55.76 } }).toString("utf8")).toBe(
      '{"name":"День Установления 建","place":{"lat":55.76},"tail":"月"}',
    );
    expect(JSON.parse(t.fill({ place: "Мурманск" }).toString("utf8")).place).toBe("Мурманск");
  });

  it("a slot that is not in the object is a programming error, found when the template is made", () => {
    expect(() => jsonSlots({ a: 1 }, [["b"]])).toThrow(/no "b"/);
    expect(() => jsonSlots({ a: { b: 1 } }, [["a", "c"]])).toThrow(/no "c"/);
  });
});
