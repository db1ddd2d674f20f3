/** The city search, declared once: the route (location.routes.ts) and the API document read it. */
import { CitiesAnswerSchema, LocationSearchSchema } from "@bazi/contracts";
import { operation } from "../../http/operation.ts";

export const searchCities = operation({
  method: "post",
  path: "/calendar/location/search",
  tag: "content",
  summary: "Cities by name (Cyrillic or Latin, prefix, typo-tolerant), at most 10",
  caller: "none",
  localized: true,
  body: { json: LocationSearchSchema },
  answers: { 200: { json: CitiesAnswerSchema } },
  errors: [
    [
      400,
      "VALIDATION_FAILED: errors[] names each field, with a message in the request's language (a name of fewer than 2 letters or digits, once normalized, is refused)",
    ],
  ],
});
