// Web push in the service worker, imported by the one Workbox generates (vite.config.ts ›
// workbox.importScripts). The server sends {title, body, icon, url, tag} (PushPayload of @sugu/domain),
// encrypted for this device; a tap opens `url` in the app (an open window is focused and taken there).
/* global self, clients */
const FALLBACK = { title: 'Sugu', body: 'Vous avez du nouveau sur Sugu.', url: '/notifications' };

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data?.text() ?? '' };
  }
  const title = data.title || FALLBACK.title;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || FALLBACK.body,
      icon: data.icon || '/icon-192.png',
      badge: '/icon-192.png',
      lang: 'fr',
      tag: data.tag || undefined,
      renotify: Boolean(data.tag),
      data: { url: data.url || FALLBACK.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || FALLBACK.url, self.location.origin);
  // Only the app's own pages: a payload never sends the user elsewhere.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === target.origin);
      if (open) {
        // Taken there first (a controlled window may be navigated), then brought to the front.
        const moved = await open.navigate(target.href).catch(() => null);
        await (moved ?? open).focus().catch(() => {});
        if (moved) return;
      }
      await clients.openWindow(target.href);
    })(),
  );
});
