import { MSG, PUSH_MSG } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUser, login, startPushStandIn, subscribePush } from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { loadConfig } from '../../config.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { endpointPolicy, isPublicAddress } from './endpoint-policy.js';
import { loadVapidKeys } from './vapid.js';

const standIn = await startPushStandIn();
const { app, db, config } = await setupTestApp({ env: { PUSH_ENDPOINT_HOSTS: standIn.origin } });
const user = await buildUser(app);
afterAll(() => standIn.close());

const subscriptionsOf = (userId: string) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** A subscription as a browser gives it, on another endpoint. */
const at = (endpoint: string) => ({ ...standIn.device().subscription, endpoint });

describe('GET /api/Push/vapid-public-key', () => {
  it('gives the key generated into DATA_DIR on first start, the same after a restart', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/Push/vapid-public-key' });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // A 65-byte uncompressed P-256 point, as PushManager.subscribe takes it.
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
    expect((await loadVapidKeys(config)).publicKey).toBe(publicKey);
    const restarted = await setupTestApp({ sharing: { app, as: 'restart' } });
    const again = await restarted.app.inject({ method: 'GET', url: '/api/Push/vapid-public-key' });
    expect(again.json().publicKey).toBe(publicKey);
    await restarted.close();
  });

  it('gives two processes starting together on a fresh DATA_DIR the same pair', async () => {
    const fresh = loadConfig({ NODE_ENV: 'test', DATA_DIR: `${config.dataDir}/fresh` });
    const pairs = await Promise.all(Array.from({ length: 4 }, () => loadVapidKeys(fresh)));
    for (const pair of pairs) expect(pair).toEqual(pairs[0]);
    expect(await loadVapidKeys(fresh)).toEqual(pairs[0]);
  });

  it('takes VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, and refuses one without the other', async () => {
    const keys = await loadVapidKeys(config);
    const env = { NODE_ENV: 'test', DATA_DIR: '/nonexistent-vapid' };
    const set = loadConfig({ ...env, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect(await loadVapidKeys(set)).toEqual(keys);
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...env, VAPID_PRIVATE_KEY: 'court' })).toThrow(/VAPID_PRIVATE_KEY/);
  });
});

describe('POST /api/Push/subscribe', () => {
  it('answers 401 to a guest', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Push/subscribe',
      payload: standIn.device().subscription,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.unauthenticated);
  });

  it('answers 400 with a French message for missing or broken keys', async () => {
    const { subscription } = standIn.device();
    for (const keys of [
      undefined,
      { p256dh: subscription.keys.p256dh },
      { ...subscription.keys, auth: 'trop-court' },
      // The right length, but not a point of the P-256 curve.
      { ...subscription.keys, p256dh: `B${'A'.repeat(86)}` },
    ]) {
      const res = await subscribePush(app, user.cookie, { endpoint: subscription.endpoint, keys } as never);
      expect(res.statusCode, JSON.stringify(keys)).toBe(400);
      expect(res.json().message).toBe(PUSH_MSG.invalidKeys);
    }
    expect(await subscriptionsOf(user.userId)).toHaveLength(0);
  });

  it('refuses an endpoint off the known push services, plain http, and private or loopback addresses', async () => {
    for (const endpoint of [
      'https://evil.example.com/push/1',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.com/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://10.0.0.5/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push',
      'https://localhost/push',
      // The stand-in's host, on another port than PUSH_ENDPOINT_HOSTS names.
      `http://127.0.0.1:1/push/x`,
      'pas une adresse',
    ]) {
      const res = await subscribePush(app, user.cookie, at(endpoint));
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message).toMatch(/^(Ce service de notifications n'est pas accepté|L'adresse)/);
    }
    expect(await subscriptionsOf(user.userId)).toHaveLength(0);
  });

  it('keeps the subscription of each device of the user, once per endpoint', async () => {
    const phone = standIn.device().subscription;
    const laptop = {
      ...standIn.device().subscription,
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
    };
    for (const s of [phone, laptop, phone]) {
      const res = await subscribePush(app, user.cookie, s);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(PUSH_MSG.subscribed);
    }
    const rows = await subscriptionsOf(user.userId);
    expect(rows.map((r) => r.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    expect(rows[0]?.sessionId).toBeTruthy();
  });

  it('moves a device to the account that subscribes it next (a shared phone)', async () => {
    const phone = standIn.device().subscription;
    const other = await buildUser(app);
    await subscribePush(app, user.cookie, phone);
    await subscribePush(app, other.cookie, phone);
    expect((await subscriptionsOf(user.userId)).map((r) => r.endpoint)).not.toContain(phone.endpoint);
    expect((await subscriptionsOf(other.userId)).map((r) => r.endpoint)).toEqual([phone.endpoint]);
  });
});

describe('POST /api/Push/unsubscribe and logout', () => {
  it('removes the caller own subscription only', async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const phone = standIn.device().subscription;
    await subscribePush(app, a.cookie, phone);
    const unsubscribe = (cookie: string) =>
      app.inject({
        method: 'POST',
        url: '/api/Push/unsubscribe',
        headers: { cookie },
        payload: { endpoint: phone.endpoint },
      });
    expect((await unsubscribe(b.cookie)).statusCode).toBe(200);
    expect(await subscriptionsOf(a.userId)).toHaveLength(1);
    const res = await unsubscribe(a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PUSH_MSG.unsubscribed);
    expect(await subscriptionsOf(a.userId)).toHaveLength(0);
    expect(
      (await app.inject({ method: 'POST', url: '/api/Push/unsubscribe', payload: { endpoint: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('logout removes the subscription of that device, not those of the user other sessions', async () => {
    const account = await buildUser(app);
    const second = await login(app, account.body.username!);
    const phone = standIn.device().subscription;
    const laptop = standIn.device().subscription;
    await subscribePush(app, account.cookie, phone);
    await subscribePush(app, second.cookie, laptop);
    const res = await app.inject({
      method: 'POST',
      url: '/api/OAuth/logout',
      headers: { cookie: account.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((await subscriptionsOf(account.userId)).map((r) => r.endpoint)).toEqual([laptop.endpoint]);
  });
});

describe('the endpoint policy', () => {
  const policy = endpointPolicy(['push.test.local', 'http://127.0.0.1:9999', '*.intra.test']);

  it('accepts the browsers push services and the hosts PUSH_ENDPOINT_HOSTS names', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGuQ',
      'https://push.test.local/x',
      'http://127.0.0.1:9999/push/1',
      'https://a.intra.test/x',
    ])
      expect(policy.accepts(endpoint), endpoint).toBe(true);
    for (const endpoint of [
      'https://notify.windows.com/x',
      'http://push.test.local/x',
      'https://intra.test/x',
    ])
      expect(policy.accepts(endpoint), endpoint).toBe(false);
    expect(policy.mayBePrivate('127.0.0.1')).toBe(true);
    expect(policy.mayBePrivate('fcm.googleapis.com')).toBe(false);
  });

  it('tells public addresses from private, loopback, link-local and mapped ones', () => {
    for (const a of ['142.250.75.234', '2a00:1450:4007:80e::200a']) expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'localhost',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });
});
