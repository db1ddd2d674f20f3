/** Content and places: articles, sections, the FAQ and its form, the city search. */
import { type Operation, ref } from "../openapi-build.ts";
import { CHANGE } from "./common.ts";

export const CONTENT: Operation[] = [
  {
    method: "post",
    path: "/calendar/articles",
    tag: "content",
    summary: "Articles of the request's language, newest first, a page at a time",
    body: "ArticlesQuery",
    answers: [{ status: 200, schema: ref("ArticlesAnswer") }],
    errors: [...CHANGE],
    localized: true,
  },
  {
    method: "get",
    path: "/calendar/articles/{id}",
    tag: "content",
    summary: "One article (HTML rendered from Markdown, safe to insert)",
    params: { id: "The article's id" },
    answers: [{ status: 200, schema: ref("ArticleAnswer") }],
    errors: [[404, "NOT_FOUND: no such article in this language"], 429],
    localized: true,
  },
  {
    method: "get",
    path: "/calendar/sections",
    tag: "content",
    summary: "The sections of articles",
    answers: [{ status: 200, schema: ref("SectionsAnswer") }],
    errors: [429],
    localized: true,
  },
  {
    method: "get",
    path: "/calendar/sections/{id}",
    tag: "content",
    summary: "A section with its articles",
    params: { id: "The section's id" },
    answers: [{ status: 200, schema: ref("SectionAnswer") }],
    errors: [[404, "NOT_FOUND: no such section in this language"], 429],
    localized: true,
  },
  {
    method: "get",
    path: "/calendar/faq",
    tag: "content",
    summary: "The FAQ: sections and their questions",
    answers: [{ status: 200, schema: ref("FaqAnswer") }],
    errors: [429],
    localized: true,
  },
  {
    method: "post",
    path: "/calendar/faq/questions",
    tag: "content",
    summary: "Ask a question (the FAQ form): e-mailed to support, the answer comes by e-mail",
    description:
      "multipart/form-data when an image comes with it (JPEG, PNG or WebP up to 5 MB and 25 megapixels; it is re-encoded without its metadata and never served), or JSON without one. Three questions at once from an address, then five an hour.",
    auth: "optional",
    body: "Ask",
    rawBody: {
      type: "multipart/form-data",
      schema: {
        allOf: [ref("Ask")],
        properties: {
          image: { type: "string", contentMediaType: "image/*", description: "Optional" },
          lang: { enum: ["ru", "en"] },
        },
      },
    },
    answers: [{ status: 201, schema: ref("MessageAnswer") }],
    errors: [
      [400, "VALIDATION_FAILED: errors[] names each field (name, email, topic, question, image)"],
      403,
      413,
      [415, "UNSUPPORTED_MEDIA_TYPE: the body must be multipart/form-data or JSON"],
      [429, "RATE_LIMITED, with Retry-After"],
    ],
    localized: true,
  },
  {
    method: "post",
    path: "/calendar/location/search",
    tag: "content",
    summary: "Cities by name (Cyrillic or Latin, prefix, typo-tolerant), at most 10",
    body: "LocationSearch",
    answers: [{ status: 200, schema: ref("CitiesAnswer") }],
    errors: [...CHANGE],
    localized: true,
  },
];
