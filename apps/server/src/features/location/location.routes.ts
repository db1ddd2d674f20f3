import { LocationSearchSchema } from "@bazi/contracts";
import type { Hono } from "hono";
import { type AppEnv, parseBody } from "../../http/parse.ts";
import type { LocationService } from "./location.service.ts";

export function locationRoutes(app: Hono<AppEnv>, location: LocationService): void {
  app.post("/calendar/location/search", async (c) => {
    const { body, lang } = await parseBody(c, LocationSearchSchema);
    return c.json({ cities: await location.search(body.city, lang) });
  });
}
