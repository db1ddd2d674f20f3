/** The city search: POST /calendar/location/search. Declared in location.operations.ts. */
import type { Api } from "../../http/operation.ts";
import * as op from "./location.operations.ts";
import type { LocationService } from "./location.service.ts";

export function locationRoutes(api: Api, location: LocationService): void {
  api.route(op.searchCities, async (c, { body, lang }) =>
    c.json({ cities: await location.search(body.city, lang) }),
  );
}
