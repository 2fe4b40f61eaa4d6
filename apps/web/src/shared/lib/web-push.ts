// This device's web push subscription (the service worker shows what the server pushes: public/sw-push.js).
// Loaded only by the screens that offer it (after an order, /profil > Notifications), never on first visit;
// permission is asked only when the user taps to enable it.
import { VapidPublicKeyResponse } from '@sugu/domain';
import { api } from './api';

/** Where this device stands: no push in this browser, blocked by the user, not asked yet, or allowed. */
export type PushState = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushState(): PushState {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  return Notification.permission;
}

/** The service worker's registration, or null when none controls the app (a dev server). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const found = await navigator.serviceWorker.getRegistration();
  return found ? navigator.serviceWorker.ready : null;
}

/** Whether this device is subscribed (its browser holds a subscription). */
export async function isDeviceSubscribed(): Promise<boolean> {
  if (pushState() !== 'granted') return false;
  const reg = await registration();
  return Boolean(await reg?.pushManager.getSubscription());
}

const toBytes = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/**
 * Asks the permission (only from a tap), subscribes the browser with the server's VAPID key and gives the
 * subscription to the server for the connected user. Resolves with the resulting state.
 */
export async function enablePush(): Promise<PushState> {
  if (pushState() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const reg = await registration();
  if (!reg) return 'unsupported';
  const { publicKey } = await api.get('/api/Push/vapid-public-key', VapidPublicKeyResponse);
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: toBytes(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  await api.post('/api/Push/subscribe', { endpoint, keys });
  return 'granted';
}

/** Stops the pushes to this device: the server forgets the subscription, the browser drops it. */
export async function disablePush(): Promise<void> {
  const reg = pushState() === 'unsupported' ? null : await registration();
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) return;
  await api.post('/api/Push/unsubscribe', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

/**
 * The user left this device (logout, ended session): the server removed the subscription with the session;
 * the browser's is dropped too, so the next account on the phone starts without one.
 */
export async function forgetDevicePush(): Promise<void> {
  if (pushState() !== 'granted') return;
  const reg = await registration();
  await (await reg?.pushManager.getSubscription())?.unsubscribe();
}

/** Whether the offer after an order was already answered on this device ("Plus tard" included). */
const OFFER_KEY = 'sugu:push-offer';
export const pushOfferAnswered = () => localStorage.getItem(OFFER_KEY) !== null;
export const answerPushOffer = () => localStorage.setItem(OFFER_KEY, '1');
