/**
 * What search engines and API clients read about the site itself, registered in app.ts: robots.txt, the
 * sitemap, and this API's document and its page. The operator's probes are declared beside theirs
 * (http/health.operations.ts).
 */
import { operation } from "../../http/operation.ts";

const TEXT = { type: "string" };

export const robotsTxt = operation({
  method: "get",
  path: "/robots.txt",
  tag: "operations",
  summary: "For search engines",
  caller: "none",
  answers: { 200: { other: { type: "text/plain", schema: TEXT } } },
});

export const sitemapXml = operation({
  method: "get",
  path: "/sitemap.xml",
  tag: "operations",
  summary: "The site's pages in both languages, for search engines",
  caller: "none",
  answers: { 200: { other: { type: "application/xml", schema: TEXT } } },
});

export const openApiJson = operation({
  method: "get",
  path: "/api/openapi.json",
  tag: "operations",
  summary: "This document",
  caller: "none",
  answers: { 200: { other: { type: "application/json", schema: { type: "object" } } } },
});

export const apiDocs = operation({
  method: "get",
  path: "/api/docs",
  tag: "operations",
  summary: "This document as a page",
  caller: "none",
  answers: { 200: { other: { type: "text/html", schema: { type: "string", description: "An HTML page" } } } },
});
