/**
 * The Web Push reminder's calls (decision 025), all for the signed-in owner (the /api middleware refuses
 * cross-site changes and limits the rate): GET/POST /api/push (the VAPID public key, the time and chart, the
 * devices, where the time is reckoned), POST /api/push/devices (this browser's subscription, bound to this
 * session) and /api/push/devices/delete (forget it), POST /api/push/test (a test notification to each device now).
 */
import {
  PushEndpointSchema,
  PushSettingsSchema,
  type PushState,
  PushSubscriptionSchema,
} from "@bazi/contracts";
import { mt } from "@bazi/i18n/messenger";
import type { Hono } from "hono";
import { type AppEnv, parseBody } from "../../http/parse.ts";
import type { Auth } from "../accounts/auth.ts";
import type { Push } from "./push.ts";

const view = (s: PushState) => ({
  push: s.settings,
  devices: s.devices,
  thisDevice: s.thisDevice,
  place: s.place,
});

export function pushRoutes(app: Hono<AppEnv>, push: Push, auth: Auth): void {
  app.get("/api/push", async (c) => {
    const p = await auth.require(c);
    c.header("Cache-Control", "no-store");
    const s = await push.state(p.userId, c.req.query("endpoint"));
    return c.json({ publicKey: s.publicKey, ...view(s) });
  });

  app.post("/api/push", async (c) => {
    const p = await auth.require(c);
    const { body, lang } = await parseBody(c, PushSettingsSchema);
    return c.json({ message: mt(lang, "msg.ok.saved"), ...view(await push.save(p.userId, body, lang)) });
  });

  app.post("/api/push/devices", async (c) => {
    const p = await auth.require(c);
    const { body, lang } = await parseBody(c, PushSubscriptionSchema);
    return c.json({ message: mt(lang, "msg.push.enabled"), ...view(await push.addDevice(p, body, lang)) });
  });

  app.post("/api/push/devices/delete", async (c) => {
    const p = await auth.require(c);
    const { body, lang } = await parseBody(c, PushEndpointSchema);
    return c.json({
      message: mt(lang, "msg.push.disabled"),
      ...view(await push.removeDevice(p.userId, body.endpoint)),
    });
  });

  app.post("/api/push/test", async (c) => {
    const p = await auth.require(c);
    const lang = c.get("lang");
    const r = await push.test(p.userId, lang);
    return c.json({ message: mt(lang, "msg.push.testSent"), ...r });
  });
}
