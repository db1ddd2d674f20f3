/** The JSON of a date selection (SelectSchema in schema.ts), names in one language. */
import { isoUtc } from "./cycle.ts";
import { reasonsJson } from "./json.ts";
import { methodJson, SELECTION_METHOD } from "./method.ts";
import { BRANCH_NAMES } from "./names/core.ts";
import { EVENT_RULE_NAMES } from "./names/events.ts";
import { leftOutText } from "./names/reasons.ts";
import { type Lang, nameIn } from "./names/types.ts";
import type { SelectResult } from "./select.ts";
import type { SelectJson } from "./select-schema.ts";

export function selectJson(r: SelectResult, lang: Lang = "ru"): SelectJson {
  return {
    event: { id: r.event.id, zh: r.event.zh, name: nameIn(r.event, lang) },
    method: methodJson(SELECTION_METHOD, lang),
    from: r.from,
    to: r.to,
    tz: r.tz,
    people: r.people,
    rules: r.rules.map((x) => {
      const n = EVENT_RULE_NAMES[x.id];
      return { id: x.id, zh: n.zh, name: nameIn(n, lang), kind: n.kind, source: n.source, active: x.active };
    }),
    hoursWindow: r.hoursWindow,
    mountain: r.mountain,
    considered: r.considered,
    excluded: r.excluded,
    leftOut: r.leftOut.map((g) => ({
      factor: g.factor,
      rule: g.rule,
      text: leftOutText(g.example, lang),
      days: g.days,
      alone: g.alone,
    })),
    unscored: r.unscored,
    days: r.days.map((d) => ({
      date: d.date,
      score: d.score,
      recommended: d.recommended,
      reasons: reasonsJson(d.reasons, lang),
      hours: d.hours.map((h) => ({
        branch: {
          index: h.branch,
          zh: BRANCH_NAMES[h.branch]!.zh,
          name: nameIn(BRANCH_NAMES[h.branch]!, lang),
        },
        from: h.from,
        to: h.to,
        startsAt: isoUtc(h.startsAt),
        endsAt: isoUtc(h.endsAt),
        score: h.score,
        reasons: reasonsJson(h.reasons, lang),
      })),
    })),
    ...(r.explained
      ? {
          explained: {
            ...r.explained,
            exclusions: reasonsJson(r.explained.exclusions, lang),
            reasons: reasonsJson(r.explained.reasons, lang),
          },
        }
      : {}),
  };
}
