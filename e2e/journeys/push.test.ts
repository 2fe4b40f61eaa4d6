// Web push on the seller's phone: /profil > Notifications offers "Notifications sur cet appareil" (the
// permission granted through the DevTools protocol), a buyer's order makes the server push to the seller's
// subscription (a local push service decrypts exactly what it sent: apps/api/test/factories/push-service.ts),
// that payload is delivered to the seller's service worker (ServiceWorker.deliverPushMessage), which shows
// the French notification with the app's picture, and a tap on it opens the order in /messages. A buyer is
// offered push once, under their first order's notice (never on a first visit).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushStandIn } from '../../apps/api/test/factories/push-service';
import { animationsDone, screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { postAs } from '../helpers/api';
import { DEMO, logIn, sessionCookie } from '../helpers/session';
import { useJourney } from '../journey';

const standIn = await startPushStandIn();
afterAll(() => standIn.close());
// Its own demo server: an order moves the demo's stock; the local push service is a named push host.
const journey = useJourney({ seed: true, env: { PUSH_ENDPOINT_HOSTS: standIn.origin } });

let seller: BrowserContext;
let page: Page;

beforeAll(async () => {
  seller = await journey.phone({ serviceWorkers: 'allow' });
  // What a tap on the browser's "Autoriser" does, through the DevTools protocol (Browser.grantPermissions).
  await seller.grantPermissions(['notifications'], { origin: journey.url });
  await logIn(seller, DEMO.seller);
  page = await seller.newPage();
});
afterAll(() => seller?.close());

interface NotificationSeen {
  title: string;
  body: string;
  icon: string;
  tag: string;
  url: string;
}

describe('web push to the seller', () => {
  it('shows the device switch in /profil > Notifications, then a pushed order as a notification that opens it', async () => {
    await page.goto('/profil');
    await page.getByRole('button', { name: 'Notifications' }).click();
    const toggle = page.getByRole('switch', { name: /Notifications sur cet appareil/ });
    await toggle.waitFor();
    // The service worker controls the page (clientsClaim), as on the installed app.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    await animationsDone(page);
    await screenshot(page, 'push-profile-switch');
    await expectNoSeriousA11yViolations(page, '/profil (Notifications)');

    // Headless chromium has no push service of its own (no GCM): the browser's own subscription is tried,
    // and the server side is subscribed with a device of the local push service.
    await toggle.click();
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    const subscribedByBrowser = await toggle.isChecked();
    if (!subscribedByBrowser)
      await page.getByRole('alert').filter({ hasText: "Le réglage n'a pas pu être changé" }).waitFor();
    await screenshot(page, 'push-profile-switch-tapped');
    const cookie = await sessionCookie(seller);
    const device = standIn.device();
    await postAs(journey.url, '/api/Push/subscribe', cookie, device.subscription);

    // A buyer orders from the seller's shop.
    const buyer = await journey.phone({ serviceWorkers: 'allow' });
    await logIn(buyer, DEMO.client);
    const buyerCookie = await sessionCookie(buyer);
    await buyer.close();
    const products = (await (await fetch(`${journey.url}/api/Product?keyword=Bazin%20riche`)).json()) as {
      items: { id: string; productName: string }[];
    };
    const product = products.items.find((p) => p.productName === 'Bazin riche getzner');
    if (!product) throw new Error('no demo product Bazin riche getzner');
    await postAs(journey.url, '/api/User/confirm-pin', buyerCookie, { code: '1234' });
    const { order } = await postAs<{ order: { id: string } }>(journey.url, '/api/Order/create', buyerCookie, {
      productId: product.id,
      productNumber: 1,
      deliveryMethod: 'home',
    });

    // The server's push, as the push service received and decrypted it.
    await expect.poll(() => standIn.received.filter((p) => p.deviceId === device.id).length).toBe(1);
    const push = standIn.received.find((p) => p.deviceId === device.id)!;
    expect(push.payload).toMatchObject({ title: 'Nouvelle commande', url: `/messages?commande=${order.id}` });
    expect(push.payload.icon).toBe(`${journey.url}/icon-192.png`);

    // Delivered to the seller's service worker as the push service would deliver it: to an active worker (a
    // push service delivers to the subscription's worker, which is active; the page registers its worker after
    // load, and a message delivered while it still installs is dropped: this failed once in CI).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await seller.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(journey.url) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: journey.url,
      registrationId: await registrationId,
      data: JSON.stringify(push.payload),
    });
    const shown = async () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map(
          (n): NotificationSeen => ({
            title: n.title,
            body: n.body,
            icon: n.icon,
            tag: n.tag,
            url: (n.data as { url: string }).url,
          }),
        );
      });
    await expect.poll(async () => (await shown()).length).toBe(1);
    const [notification] = await shown();
    expect(notification).toEqual({
      title: 'Nouvelle commande',
      body: push.payload.body,
      icon: push.payload.icon,
      tag: push.payload.tag,
      url: `/messages?commande=${order.id}`,
    });
    expect(notification?.body).toContain('Bazin riche getzner');

    // A tap: the service worker's notificationclick, dispatched in its own context, takes the open window to
    // the order in /messages.
    const [worker] = seller.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    await worker.evaluate(async () => {
      // The worker's globals (the journeys are typed with the DOM library, not the WebWorker one).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [shownNotification] = await scope.registration.getNotifications();
      scope.dispatchEvent(
        new scope.NotificationEvent('notificationclick', { notification: shownNotification! }),
      );
    });
    await page.waitForURL(`**/messages?commande=${order.id}`);
    await page.getByRole('tab', { name: /Commandes/ }).waitFor();
    await expect
      .poll(() => page.getByRole('tab', { name: /Commandes/ }).getAttribute('aria-selected'))
      .toBe('true');
    // The notification was closed by the tap.
    await expect.poll(async () => (await shown()).length).toBe(0);
    await animationsDone(page);
    await screenshot(page, 'push-opened-order');
  });

  it('offers a buyer push under the order notice, once, and answers a refused permission in French', async () => {
    const buyer = await journey.phone({ serviceWorkers: 'allow' });
    await logIn(buyer, DEMO.client);
    const buyerPage = await buyer.newPage();
    // A first visit asks nothing.
    await buyerPage.goto('/accueil');
    await buyerPage.getByRole('navigation').first().waitFor();
    expect(await buyerPage.evaluate(() => Notification.permission)).toBe('default');
    const products = (await (await fetch(`${journey.url}/api/Product?keyword=Bazin%20riche`)).json()) as {
      items: { id: string; productName: string }[];
    };
    const product = products.items.find((p) => p.productName === 'Bazin riche getzner')!;
    await buyerPage.goto(`/produit/${product.id}`);
    await buyerPage.getByRole('button', { name: 'Commander maintenant' }).click();
    const form = buyerPage.getByRole('dialog', { name: 'Finaliser la commande' });
    await form.getByRole('button', { name: 'Commander' }).click();
    const pin = buyerPage.getByRole('dialog', { name: 'Confirmation PIN' });
    await pin.getByLabel('Chiffre 1 du code PIN').waitFor();
    for (const [i, digit] of [...'1234'].entries())
      await pin.getByLabel(`Chiffre ${i + 1} du code PIN`).fill(digit);
    await pin.getByRole('button', { name: 'Valider' }).click();
    const offer = buyerPage.getByTestId('push-offer');
    await offer.waitFor();
    expect(await offer.getByRole('heading').textContent()).toBe('Être prévenu(e) de la réponse du vendeur ?');
    await animationsDone(buyerPage);
    await screenshot(buyerPage, 'push-order-offer');
    await expectNoSeriousA11yViolations(buyerPage, 'commande envoyée (proposition des notifications)');
    // Headless chromium answers the permission request itself (no prompt): refused here.
    await offer.getByRole('button', { name: 'Activer les notifications' }).click();
    await buyerPage
      .getByRole('status')
      .filter({ hasText: /Notifications (bloquées|activées)|pas pu/ })
      .waitFor();
    await animationsDone(buyerPage);
    await screenshot(buyerPage, 'push-order-offer-answered');
    // Answered once on this device: the next order's notice does not offer it again.
    expect(await buyerPage.evaluate(() => localStorage.getItem('sugu:push-offer'))).toBe('1');
    await buyer.close();
  });
});
