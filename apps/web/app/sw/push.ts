/// <reference lib="webworker" />
/**
 * The service worker's Web Push (decision 025), registered by worker.ts: a push from the site's server is the
 * day's reminder (or a test), already in the device's language, shown as a notification (rules.ts `noticeOf`
 * reads it) that opens the day page when clicked, or focuses the tab that shows it. A subscription the browser
 * renews is posted to the server again.
 */
import { noticeOf } from "./rules.ts";

declare const self: ServiceWorkerGlobalScope;

/** Listens for pushes, clicks on their notifications and renewed subscriptions; `appName` titles an unreadable push. */
export function listenForPush(appName: string): void {
  self.addEventListener("push", (event) => {
    // a push must show something (the subscription is user-visible only): the app's name when it cannot be read
    const n = noticeOf(event.data, self.location.origin) ?? {
      title: appName,
      body: "",
      url: self.location.origin,
      tag: "",
      lang: "ru" as const,
    };
    event.waitUntil(
      self.registration.showNotification(n.title, {
        body: n.body,
        lang: n.lang,
        icon: `/icons/${n.lang}-192.png`,
        data: { url: n.url },
        ...(n.tag ? { tag: n.tag } : {}),
      }),
    );
  });

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const url = (event.notification.data as { url?: string } | null)?.url ?? self.location.origin;
    event.waitUntil(
      (async () => {
        const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        const same = open.find((c) => c.url === url);
        if (same) return void (await same.focus());
        await self.clients.openWindow(url);
      })(),
    );
  });

  // the browser renewed the subscription (Firefox does, and any browser may): the server learns the new one
  self.addEventListener("pushsubscriptionchange", (event) => {
    const e = event as ExtendableEvent & { newSubscription?: PushSubscription | null };
    e.waitUntil(
      (async () => {
        const sub = e.newSubscription ?? (await self.registration.pushManager.getSubscription());
        if (!sub) return;
        await fetch("/api/push/devices", {
          method: "POST",
          credentials: "same-origin",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(sub.toJSON()),
        });
      })(),
    );
  });
}
