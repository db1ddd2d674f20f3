/**
 * The OpenAPI 3.1 document of the public API, generated from the zod schemas in contracts (requests) and
 * the engine (responses), and a readable docs page that renders it without any external script.
 */
import { ChartSchema, DaySchema, PredictSchema } from "@bazi/almanac";
import {
  ArticlesQuerySchema,
  CityHitSchema,
  DayPlaceSchema,
  DayQuerySchema,
  LocationSearchSchema,
  PredictBodySchema,
  ProblemSchema,
} from "@bazi/contracts";
import { z } from "zod";
import { DESCR_FIELDS } from "../calendar/calendar.service.ts";

const json = (s: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(s, { io, unrepresentable: "any", target: "draft-2020-12" });

const problem = {
  description: "Problem (RFC 9457), per-field messages in the request's language",
  content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
};
const errors = {
  "400": problem,
  "403": {
    ...problem,
    description:
      "PERSONAL_CALENDAR_REQUIRED: a date beyond 30 days ahead, or personal data (state, birth), without a paid chart " +
      "of the signed-in user (Bearer token or the session cookie); errors[] names the field (day, date, month, state, birth)",
  },
  "413": problem,
  "415": problem,
  "429": { ...problem, description: "RATE_LIMITED, with Retry-After" },
};

function post(summary: string, body: string, response: object) {
  return {
    post: {
      summary,
      requestBody: {
        required: true,
        content: { "application/json": { schema: { $ref: `#/components/schemas/${body}` } } },
      },
      responses: {
        "200": { description: "OK", content: { "application/json": { schema: response } } },
        ...errors,
      },
    },
  };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** A GET in the request's language (?lang=ru|en or Accept-Language). */
const get = (summary: string, response: object, params: string[] = []) => ({
  get: {
    summary,
    parameters: [
      ...params.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
      { name: "lang", in: "query", required: false, schema: { enum: ["ru", "en"] } },
    ],
    responses: {
      "200": { description: "OK", content: { "application/json": { schema: response } } },
      "404": { ...problem, description: "NOT_FOUND: no such item in this language" },
    },
  },
});
const list = (props: Record<string, object>) => ({ type: "object", properties: props });
const items = (title: string) => ({ type: "array", items: { type: "object", title } });
const dayProp = (part: string) => ({ $ref: `#/components/schemas/Day/properties/${part}` });
const dayPart = (key: string, part: string) => ({
  type: "object",
  properties: { [key]: dayProp(part) },
  required: [key],
});
/** An object of properties of the whole day (the engine's Day schema). */
const dayProps = (parts: string[], extra: Record<string, object> = {}) => ({
  type: "object",
  properties: { ...Object.fromEntries(parts.map((p) => [p, dayProp(p)])), ...extra },
  required: parts,
});
/** The personal layer, present only for a signed-in user's paid chart (state/birth in the body). */
const personal = (props: Record<string, object>) => ({
  type: "object",
  description: "Only with a Personal Calendar: the chart's own layer",
  properties: props,
  required: Object.keys(props),
});
const personalOf = (part: string) => ({
  $ref: `#/components/schemas/Day/properties/personal/anyOf/0/properties/${part}`,
});

export function openApiDocument(serverUrl: string): object {
  return {
    openapi: "3.1.0",
    info: {
      title: "Bazi Calendar API",
      version: "1.0.0",
      description:
        "Public calendar API. General day data is served for past dates and up to 30 days ahead of today in the place's zone. A signed-in user (Authorization: Bearer <token> from /api/token/auth, or the session cookie) with a paid chart may ask for any date, and with `state: true` (the selected chart) or `birth` (one of their paid charts' birth data) gets the chart's personal layer. Bodies accept numbers as JSON numbers or numeric strings. Errors are application/problem+json.",
    },
    servers: [{ url: serverUrl }],
    paths: {
      "/calendar/dayinfo/season": post(
        "The solar term in effect and the day's ordinal within it",
        "DayPlace",
        {
          type: "object",
          properties: {
            season: { $ref: "#/components/schemas/Day/properties/solarTerm" },
            count: { type: "integer" },
          },
          required: ["season", "count"],
        },
      ),
      "/calendar/dayinfo/descr": post(
        "Description of the day: pillars, officer, spirit, lunar date, clash, rating",
        "DayPlace",
        {
          type: "object",
          properties: {
            day_info: dayProps([...DESCR_FIELDS]),
          },
          required: ["day_info"],
        },
      ),
      "/calendar/dayinfo/tags": post(
        "Ratings of the day, its activities and themes (lucky/unlucky/neutral)",
        "DayPlace",
        {
          type: "object",
          properties: {
            tags: dayProps(["rating", "activities", "themes", "yi", "ji"], {
              personal: personal({ rating: personalOf("rating"), themes: personalOf("themes") }),
            }),
          },
          required: ["tags"],
        },
      ),
      "/calendar/dayinfo/moon": post(
        "Moon phase and lunar days at the place",
        "DayPlace",
        dayPart("moon", "moon"),
      ),
      "/calendar/dayinfo/28su": post("The 28 lunar mansion of the day", "DayPlace", dayPart("su", "mansion")),
      "/calendar/dayinfo/day-hieroglyph": post(
        "The day hieroglyph (day pillar)",
        "DayPlace",
        dayPart("hieroglyph", "hieroglyph"),
      ),
      "/calendar/dayinfo/stars": post("Symbolic stars and day gods", "DayPlace", {
        type: "object",
        properties: { stars: dayProps(["stars", "gods"], { personal: personalOf("stars") }) },
        required: ["stars"],
      }),
      "/calendar/activation/list": post(
        "Double hours rated +2 or better with the themes each favours",
        "DayPlace",
        {
          type: "object",
          properties: {
            hours: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  from: { type: "string" },
                  to: { type: "string" },
                  startsAt: { type: "string" },
                  endsAt: { type: "string" },
                  zh: { type: "string" },
                  rating: dayProp("rating"),
                  themes: {
                    type: "array",
                    items: {
                      type: "object",
                      properties: { id: { type: "string" }, name: { type: "string" } },
                      required: ["id", "name"],
                    },
                  },
                },
                required: ["from", "to", "startsAt", "endsAt", "zh", "rating", "themes"],
              },
            },
          },
          required: ["hours"],
        },
      ),
      "/calendar/predict": {
        get: {
          summary: "Themes and tags (activities) for lucky-day selection",
          responses: {
            "200": {
              description: "OK",
              content: {
                "application/json": {
                  schema: list({
                    themes: {
                      type: "array",
                      items: list({ id: { type: "string" }, name: { type: "string" } }),
                    },
                    tags: {
                      type: "array",
                      items: list({
                        key: { type: "string" },
                        zh: { type: "string" },
                        name: { type: "string" },
                        theme: { type: "string" },
                      }),
                    },
                  }),
                },
              },
            },
          },
        },
        ...post(
          "Rated days of a month for a theme or a tag and the best ones",
          "PredictBody",
          ref("PredictAnswer"),
        ),
      },
      "/calendar/location/search": post(
        "Cities by name (Cyrillic or Latin, prefix, typo-tolerant), at most 10",
        "LocationSearch",
        {
          type: "object",
          properties: { cities: { type: "array", items: ref("CityHit") } },
        },
      ),
      "/calendar/articles": post(
        "Articles of the request's language, newest first, a page at a time",
        "ArticlesQuery",
        list({
          articles: items("ArticleListItem"),
          total: { type: "integer" },
        }),
      ),
      "/calendar/articles/{id}": get(
        "One article (HTML rendered from Markdown, safe to insert)",
        list({ article: { type: "object" } }),
        ["id"],
      ),
      "/calendar/sections": get("Sections of articles", list({ sections: items("Section") })),
      "/calendar/sections/{id}": get(
        "A section with its articles",
        list({ section: { type: "object" }, articles: items("ArticleListItem") }),
        ["id"],
      ),
      "/calendar/faq": get(
        "The FAQ: sections and their questions",
        list({ sections: items("Section"), faqs: items("Faq") }),
      ),
      "/api/calendar/day": {
        get: {
          summary: "The whole day in one response",
          parameters: ["date", "lat", "lng", "tz", "lang"].map((name) => ({
            name,
            in: "query",
            required: name === "date" || name === "lat" || name === "lng",
            schema: { $ref: `#/components/schemas/DayQuery/properties/${name}` },
          })),
          responses: {
            "200": { description: "OK", content: { "application/json": { schema: ref("Day") } } },
            ...errors,
          },
        },
      },
    },
    components: {
      schemas: {
        DayPlace: json(DayPlaceSchema, "input"),
        PredictBody: json(PredictBodySchema, "input"),
        LocationSearch: json(LocationSearchSchema, "input"),
        ArticlesQuery: json(ArticlesQuerySchema, "input"),
        DayQuery: json(DayQuerySchema, "input"),
        Day: json(DaySchema, "output"),
        // lockedFrom: the first date that needs a Personal Calendar, null when the whole month is open
        PredictAnswer: json(PredictSchema.extend({ lockedFrom: z.string().nullable() }), "output"),
        Chart: json(ChartSchema, "output"),
        CityHit: json(CityHitSchema, "output"),
        Problem: json(ProblemSchema, "output"),
      },
    },
  };
}

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);

/** A readable page listing every operation with its request and response schemas. */
export function docsPage(doc: ReturnType<typeof openApiDocument>): string {
  const d = doc as {
    info: { title: string; description: string };
    paths: Record<string, Record<string, { summary: string }>>;
  };
  const ops = Object.entries(d.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([m, op]) =>
          `<section><h2><code>${m.toUpperCase()} ${esc(path)}</code></h2><p>${esc(op.summary)}</p></section>`,
      ),
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(d.info.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1c1917}code{background:#f5f5f4;padding:.1rem .3rem;border-radius:.25rem}section{border-top:1px solid #e7e5e4;padding:.5rem 0}pre{background:#f5f5f4;padding:1rem;overflow:auto;font-size:13px}</style>
</head><body><h1>${esc(d.info.title)}</h1><p>${esc(d.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${ops}
<h2>Schemas</h2><pre>${esc(JSON.stringify((doc as { components: unknown }).components, null, 2))}</pre>
</body></html>`;
}
