import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MSG, SETTINGS_MSG } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, confirmPin, injectMultipart, testJpeg } from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { notifications, users } from '../../db/schema/index.js';
import { notify } from '../notifications/notifications.service.js';

const { app, config, db } = await setupTestApp();

const editProfile = (cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/User/modifier/me', payload, headers: { cookie } });
const editParams = (cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/EditParam/me', payload, headers: { cookie } });
const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
const mediaFiles = async () =>
  (await readdir(path.join(config.dataDir, 'media')).catch(() => [])).filter((f) => !f.startsWith('.'));

describe('PUT /api/User/modifier/me', () => {
  it('answers 401 to a guest', async () => {
    expect((await app.inject({ method: 'PUT', url: '/api/User/modifier/me', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('requires a confirmed PIN on the server', async () => {
    const { cookie } = await buildUser(app);
    const res = await editProfile(cookie, { city: 'Ségou' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'pin_required', message: MSG.pinRequired });
  });

  it('changes only firstName, name, city and area', async () => {
    const { cookie, userId } = await buildUser(app);
    await confirmPin(app, cookie);
    const res = await editProfile(cookie, {
      city: 'Ségou',
      area: 'Médine',
      role: 'Vendeur',
      walletBudget: 1e6,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: 'Ségou', area: 'Médine', role: 'Client', walletBudget: 0 });
    const row = await userRow(userId);
    expect(row).toMatchObject({ city: 'Ségou', area: 'Médine', role: 'Client', walletBudget: 0 });
  });

  it('refuses username, phone or email with a French 400 and changes nothing', async () => {
    const { cookie, userId } = await buildUser(app);
    for (const field of ['username', 'phone', 'email']) {
      await confirmPin(app, cookie);
      const res = await editProfile(cookie, { city: 'Kayes', [field]: 'autre' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SETTINGS_MSG.readOnlyFields);
      expect(res.json().fields).toHaveProperty(field);
    }
    expect((await userRow(userId)).city).toBe('Bamako');
  });

  it('refuses an empty change and invalid values', async () => {
    const { cookie } = await buildUser(app);
    await confirmPin(app, cookie);
    expect((await editProfile(cookie, {})).json().message).toBe(SETTINGS_MSG.nothingToSave);
    expect((await editProfile(cookie, { city: 'x'.repeat(26) })).json().message).toBe(MSG.cityAreaTooLong);
    expect((await editProfile(cookie, { firstName: 'A1' })).json().message).toBe(MSG.nameLetters);
  });
});

describe('PUT /api/EditParam/me', () => {
  it('changes notification preferences without a PIN, security ones only with it', async () => {
    const { cookie, userId } = await buildUser(app);
    const notif = await editParams(cookie, { orderNotif: false });
    expect(notif.statusCode).toBe(200);
    expect(notif.json().preferences).toMatchObject({ orderNotif: false, newProductNotif: true });
    const security = await editParams(cookie, { twoFactorCashOut: true });
    expect(security.statusCode).toBe(403);
    expect((await userRow(userId)).twoFactorCashOut).toBe(false);
    await confirmPin(app, cookie);
    expect((await editParams(cookie, { twoFactorCashOut: true })).statusCode).toBe(200);
    expect((await userRow(userId)).twoFactorCashOut).toBe(true);
  });

  it('with usePinForAllOperation on, notification preferences and the picture need the PIN too', async () => {
    const { cookie, userId } = await buildUser(app);
    await confirmPin(app, cookie);
    expect((await editParams(cookie, { usePinForAllOperation: true })).statusCode).toBe(200);
    expect((await editParams(cookie, { promotionNotif: false })).statusCode).toBe(403);
    const picture = () =>
      injectMultipart(app, {
        method: 'PUT',
        url: '/api/User/modifier/ProfilePicture/me',
        cookie,
        files: [{ field: 'file', data: jpeg }],
      });
    const jpeg = await testJpeg();
    const stored = await mediaFiles();
    expect((await picture()).statusCode).toBe(403);
    // The refused picture is not left in media storage.
    expect(await mediaFiles()).toEqual(stored);
    await confirmPin(app, cookie);
    expect((await editParams(cookie, { promotionNotif: false })).statusCode).toBe(200);
    await confirmPin(app, cookie);
    expect((await picture()).statusCode).toBe(200);
    expect((await userRow(userId)).promotionNotif).toBe(false);
  });
});

describe('PUT /api/User/modifier/ProfilePicture/me', () => {
  it('stores the picture through the media pipeline and answers its URL', async () => {
    const { cookie, userId } = await buildUser(app);
    const res = await injectMultipart(app, {
      method: 'PUT',
      url: '/api/User/modifier/ProfilePicture/me',
      cookie,
      files: [{ field: 'file', data: await testJpeg() }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SETTINGS_MSG.pictureUpdated);
    const key = (await userRow(userId)).profilePicture;
    expect(res.json().profilePictureUrl).toContain(key);
    const media = await app.inject({ method: 'GET', url: res.json().profilePictureUrl });
    expect(media.statusCode).toBe(200);
  });

  it('refuses a file that is not an image', async () => {
    const { cookie } = await buildUser(app);
    const res = await injectMultipart(app, {
      method: 'PUT',
      url: '/api/User/modifier/ProfilePicture/me',
      cookie,
      files: [{ field: 'file', data: Buffer.from('pas une image'), type: 'image/jpeg' }],
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('notification preferences gate notify()', () => {
  it('orderNotif off silences order notifications only; wallet ones still go out', async () => {
    const { cookie, userId } = await buildUser(app);
    const send = (type: 'Purchase' | 'PurchaseAccept' | 'Wallet') =>
      db.transaction((tx) => notify(tx, { userId, type, title: type, message: 'test' }));
    await send('Purchase');
    await editParams(cookie, { orderNotif: false });
    await send('Purchase');
    await send('PurchaseAccept');
    await send('Wallet');
    const titles = (await db.select().from(notifications).where(eq(notifications.userId, userId))).map(
      (n) => n.title,
    );
    expect(titles.filter((t) => t === 'Purchase')).toHaveLength(1);
    expect(titles).not.toContain('PurchaseAccept');
    expect(titles).toContain('Wallet');
  });
});

describe('POST /api/OAuth/logout', () => {
  it('ends the session', async () => {
    const { cookie } = await buildUser(app);
    const res = await app.inject({ method: 'POST', url: '/api/OAuth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.logoutSuccess);
    expect((await app.inject({ method: 'GET', url: '/api/User/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });
});
