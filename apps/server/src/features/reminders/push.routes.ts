/**
 * The Web Push reminder's calls (decision 025), all for the signed-in owner (the /api middleware refuses
 * cross-site changes and limits the rate): GET/POST /api/push (the VAPID public key, the time and chart, the
 * devices, where the time is reckoned), POST /api/push/devices (this browser's subscription, bound to this
 * session) and /api/push/devices/delete (forget it), POST /api/push/test (a test notification to each device now).
 * Declared in reminders.operations.ts.
 */
import type { PushState } from "@bazi/contracts";
import { t } from "@bazi/i18n/messenger";
import type { Api } from "../../http/operation.ts";
import type { Push } from "./push.ts";
import * as op from "./reminders.operations.ts";

const view = (s: PushState) => ({
  push: s.settings,
  devices: s.devices,
  thisDevice: s.thisDevice,
  place: s.place,
});

export function pushRoutes(api: Api, push: Push): void {
  api.route(op.pushState, async (c, { principal, query }) => {
    c.header("Cache-Control", "no-store");
    const s = await push.state(principal.userId, query.endpoint);
    return c.json({ publicKey: s.publicKey, ...view(s) });
  });

  api.route(op.savePush, async (c, { principal, body, lang }) =>
    c.json({ message: t(lang, "msg.ok.saved"), ...view(await push.save(principal.userId, body, lang)) }),
  );

  api.route(op.addPushDevice, async (c, { principal, body, lang }) =>
    c.json({ message: t(lang, "msg.push.enabled"), ...view(await push.addDevice(principal, body, lang)) }),
  );

  api.route(op.removePushDevice, async (c, { principal, body, lang }) =>
    c.json({
      message: t(lang, "msg.push.disabled"),
      ...view(await push.removeDevice(principal.userId, body.endpoint)),
    }),
  );

  api.route(op.testPush, async (c, { principal, lang }) => {
    const r = await push.test(principal.userId, lang);
    return c.json({ message: t(lang, "msg.push.testSent"), ...r });
  });
}
