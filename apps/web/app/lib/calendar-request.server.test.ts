/**
 * A page request's place is resolved once: the root's loader (the header shows the place) and the page's loader
 * run for the same request and share it; the next request resolves its own.
 */
import type { PlaceRef, Services, SessionInfo } from "@bazi/contracts";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { calendarRequest, requestPlace } from "./calendar-request.server.ts";
import { servicesContext, sessionContext } from "./context.ts";

const KAZAN: PlaceRef = { lat: 55.79, lng: 49.12, tz: "Europe/Moscow", name: "Казань" };

function fakeServices() {
  const asked: number[] = [];
  const services = {
    location: {
      place: async (id: number) => {
        asked.push(id);
        return KAZAN;
      },
      defaultPlace: () => ({ ...KAZAN, name: "Москва" }),
    },
    calendar: { personal: () => null },
  } as unknown as Services;
  return { services, asked };
}

function requestContext(services: Services): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(sessionContext, {
    viewer: null,
    principal: null,
    ip: "127.0.0.1",
    https: false,
  } as SessionInfo);
  return context;
}

const visit = () => new Request("http://localhost/2026/11/21", { headers: { cookie: "place=551487" } });

describe("the place of a page request", () => {
  it("is resolved once for the root's and the page's loaders, and again for the next request", async () => {
    const { services, asked } = fakeServices();
    const context = requestContext(services);
    const request = visit();
    const [root, page] = await Promise.all([
      requestPlace(context, request, "ru"),
      calendarRequest(context, request, "ru"),
    ]);
    expect(root).toEqual(KAZAN);
    expect(page.place).toEqual(KAZAN);
    expect(asked).toEqual([551487]);

    await calendarRequest(requestContext(services), visit(), "ru");
    expect(asked).toEqual([551487, 551487]);
  });
});
