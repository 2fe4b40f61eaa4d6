// The verified badge, the seller's side: POST /api/Shop/verification, GET /api/Shop/verification/me, the private
// storage of the identity document; the operator's decision (decideVerification) and the document's deletion.
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CATALOG_MSG, MSG, SHOP_VERIFICATION, SHOP_VERIFICATION_MSG } from '@sugu/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cameraJpeg } from '../../../src/media/test-images.js';
import {
  buildOperator,
  buildSeller,
  buildUser,
  buildVerificationRequest,
  decideRequest,
  documentPhoto,
  postVerification,
  validVerificationForm,
  verificationRow,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { sweepVerificationDocuments } from './index.js';

const { app, config, clock } = await setupTestApp();
const privateDir = path.join(config.dataDir, 'private');

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const status = async (cookie: string) => (await get('/api/Shop/verification/me', cookie)).json();
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
const storedDocuments = async () =>
  (await readdir(privateDir).catch(() => [])).filter((f) => !f.startsWith('.'));
const notifications = async (cookie: string) =>
  (await get('/api/Notification/my-notifications', cookie)).json().items as {
    type: string;
    title: string;
    message: string;
    link: string;
  }[];

describe('POST /api/Shop/verification and GET /api/Shop/verification/me: who may ask', () => {
  it('answers 401 to a guest, 403 to a Client, 404 to a Vendeur without a shop, and stores nothing', async () => {
    const form = validVerificationForm();
    const files = [await documentPhoto()];
    expect((await postVerification(app, undefined, form, files)).statusCode).toBe(401);
    expect((await get('/api/Shop/verification/me')).statusCode).toBe(401);
    const client = await buildUser(app, { role: 'Client' });
    for (const res of [
      await postVerification(app, client.cookie, form, files),
      await get('/api/Shop/verification/me', client.cookie),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CATALOG_MSG.sellerOnly);
    }
    const shopless = await buildUser(app, { role: 'Vendeur' });
    for (const res of [
      await postVerification(app, shopless.cookie, form, files),
      await get('/api/Shop/verification/me', shopless.cookie),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CATALOG_MSG.shopRequired);
    }
    expect(await storedDocuments()).toEqual([]);
  });
});

describe('a seller asks for the badge', () => {
  it('shows None before any request, then Pending with the name and RCCM sent', async () => {
    const seller = await buildSeller(app);
    expect(await status(seller.cookie)).toEqual({
      state: 'None',
      isIdentityVerified: false,
      canRequest: true,
      request: null,
    });

    const res = await postVerification(
      app,
      seller.cookie,
      validVerificationForm({ legalName: '  Awa Traoré Commerce ' }),
      [await documentPhoto()],
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      state: 'Pending',
      isIdentityVerified: false,
      canRequest: false,
      request: {
        legalName: 'Awa Traoré Commerce',
        rccm: 'MA.BKO.2024.B.12345',
        state: 'Pending',
        reason: null,
        decidedAt: null,
      },
    });
    expect(await status(seller.cookie)).toEqual(body);
    // The shop shows no badge yet.
    expect((await get(`/api/Shop/${seller.shop.id}`)).json().badgeVerification).toBe(false);
  });

  it('shows a shop verified without a request (the demo’s) as Approved, and refuses a request', async () => {
    const seller = await buildSeller(app, {}, { identityVerified: true });
    expect(await status(seller.cookie)).toEqual({
      state: 'Approved',
      isIdentityVerified: true,
      canRequest: false,
      request: null,
    });
    const res = await postVerification(app, seller.cookie, validVerificationForm(), [await documentPhoto()]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SHOP_VERIFICATION_MSG.alreadyVerified);
  });

  it('takes the RCCM as optional', async () => {
    const seller = await buildSeller(app);
    const res = await postVerification(app, seller.cookie, { legalName: 'Boutique Kadi' }, [
      await documentPhoto(),
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().request).toMatchObject({ legalName: 'Boutique Kadi', rccm: null });
  });

  it('keeps the document private: re-encoded without metadata, under a random name, never served by /media', async () => {
    const seller = await buildSeller(app);
    const photo = await cameraJpeg(2400, 1600);
    expect((await sharp(photo).metadata()).exif?.includes('Sugu test')).toBe(true);
    const res = await postVerification(app, seller.cookie, validVerificationForm(), [
      await documentPhoto(photo),
    ]);
    expect(res.statusCode).toBe(201);
    const { documentName } = await verificationRow(app, res.json().request.id);
    // 128 random bits: nothing in it comes from the photo or the shop.
    expect(documentName).toMatch(/^[a-f0-9]{32}\.webp$/);

    const stored = await readFile(path.join(privateDir, documentName));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes('Sugu test')).toBe(false);
    // Oriented (the camera's orientation 6) and at most SHOP_VERIFICATION.documentMaxSide on its longest side.
    expect(Math.max(meta.width, meta.height)).toBe(SHOP_VERIFICATION.documentMaxSide);
    expect(meta.height).toBeGreaterThan(meta.width);

    // Nothing of it in the public media, and no URL reaches it.
    expect(await readdir(path.join(config.dataDir, 'media'))).not.toContain(documentName);
    const stem = documentName.replace('.webp', '');
    for (const url of [
      `/media/${documentName}`,
      `/media/${stem}`,
      `/media/${stem}-640.webp`,
      `/media/${stem.slice(0, 24)}-640.webp`,
      `/media/..%2Fprivate%2F${documentName}`,
      `/media/../private/${documentName}`,
      `/private/${documentName}`,
      `/api/Shop/verification/${documentName}`,
    ]) {
      const served = await get(url, seller.cookie);
      expect(served.statusCode, url).toBe(404);
      expect(served.body, url).not.toContain('WEBP');
    }

    // The same photo from another shop is another file with another name.
    const other = await buildSeller(app);
    const again = await postVerification(app, other.cookie, validVerificationForm(), [
      await documentPhoto(photo),
    ]);
    expect((await verificationRow(app, again.json().request.id)).documentName).not.toBe(documentName);
  });

  it.each([
    ['no document', validVerificationForm(), false, 400, SHOP_VERIFICATION_MSG.documentRequired],
    ['no legal name', { rccm: 'MA.BKO.2024.B.1' }, true, 400, SHOP_VERIFICATION_MSG.legalNameRequired],
    [
      'a blank legal name',
      validVerificationForm({ legalName: '   ' }),
      true,
      400,
      SHOP_VERIFICATION_MSG.legalNameRequired,
    ],
    [
      'a one-letter legal name',
      validVerificationForm({ legalName: 'A' }),
      true,
      400,
      SHOP_VERIFICATION_MSG.legalNameLength,
    ],
    [
      'a legal name over 100',
      validVerificationForm({ legalName: 'a'.repeat(101) }),
      true,
      400,
      SHOP_VERIFICATION_MSG.legalNameLength,
    ],
    [
      'an RCCM with symbols',
      validVerificationForm({ rccm: 'MA<script>' }),
      true,
      400,
      SHOP_VERIFICATION_MSG.rccmInvalid,
    ],
    [
      'an RCCM over 40',
      validVerificationForm({ rccm: '1'.repeat(41) }),
      true,
      400,
      SHOP_VERIFICATION_MSG.rccmInvalid,
    ],
    ['a NUL byte in the name', validVerificationForm({ legalName: 'Awa\u0000Traoré' }), true, 400, undefined],
  ])(
    'refuses %s with its French message and stores nothing',
    async (_what, fields, withDocument, code, message) => {
      const seller = await buildSeller(app);
      const before = await storedDocuments();
      const res = await postVerification(
        app,
        seller.cookie,
        fields,
        withDocument ? [await documentPhoto()] : [],
      );
      expect(res.statusCode).toBe(code);
      if (message) expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(/[a-zé]/);
      expect(await storedDocuments()).toEqual(before);
      expect((await status(seller.cookie)).state).toBe('None');
    },
  );

  it('refuses a file that is not an image, and a request that is not a form', async () => {
    const seller = await buildSeller(app);
    const text = await postVerification(app, seller.cookie, validVerificationForm(), [
      { field: SHOP_VERIFICATION.documentField, data: Buffer.from('pas une image'), filename: 'piece.jpg' },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(MSG.imageOnly);
    const json = await app.inject({
      method: 'POST',
      url: '/api/Shop/verification',
      headers: { cookie: seller.cookie },
      payload: validVerificationForm(),
    });
    expect(json.statusCode).toBe(400);
    expect((await status(seller.cookie)).state).toBe('None');
  });

  it('keeps one request under review: a second is a 409, and of simultaneous ones a single document stays', async () => {
    const seller = await buildSeller(app);
    await buildVerificationRequest(app, seller);
    const second = await postVerification(app, seller.cookie, validVerificationForm(), [
      await documentPhoto(),
    ]);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(SHOP_VERIFICATION_MSG.alreadyPending);

    const racer = await buildSeller(app);
    const before = (await storedDocuments()).length;
    const photo = await documentPhoto();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postVerification(app, racer.cookie, validVerificationForm(), [photo])),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await storedDocuments()).length).toBe(before + 1);
  });
});

describe('the operator decides (decideVerification)', () => {
  it('approves: the shop shows the badge, the seller is told, and cannot ask again', async () => {
    const operator = await buildOperator(app);
    const seller = await buildSeller(app, { shopName: 'Bogolan Segou' });
    const requestId = await buildVerificationRequest(app, seller);
    const decided = await decideRequest(app, operator.userId, requestId, {
      approve: true,
      reason: 'Pièce conforme',
    });
    expect(decided.result).toMatchObject({ id: requestId, state: 'Approved', reason: 'Pièce conforme' });

    const shop = (await get(`/api/Shop/${seller.shop.id}`)).json();
    expect(shop).toMatchObject({ isIdentityVerified: true, badgeVerification: true });
    // The guests' shop search (kept a few seconds) shows it at once.
    const search = (await get('/api/Shop/recherche?keyword=Bogolan')).json();
    expect(search.items[0]).toMatchObject({ id: seller.shop.id, badgeVerification: true });

    expect(await status(seller.cookie)).toMatchObject({
      state: 'Approved',
      isIdentityVerified: true,
      canRequest: false,
      request: { state: 'Approved' },
    });
    expect((await notifications(seller.cookie))[0]).toMatchObject({
      type: 'Verification',
      title: SHOP_VERIFICATION_MSG.approvedTitle,
      message: SHOP_VERIFICATION_MSG.approvedMessage,
      link: '/profil-vendeur',
    });
    const again = await postVerification(app, seller.cookie, validVerificationForm(), [
      await documentPhoto(),
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SHOP_VERIFICATION_MSG.alreadyVerified);
  });

  it('rejects with a reason the seller reads, who may then ask again', async () => {
    const operator = await buildOperator(app);
    const seller = await buildSeller(app);
    const requestId = await buildVerificationRequest(app, seller);
    await decideRequest(app, operator.userId, requestId, {
      approve: false,
      reason: 'Photo floue, le nom est illisible.',
    });

    expect(await status(seller.cookie)).toMatchObject({
      state: 'Rejected',
      isIdentityVerified: false,
      canRequest: true,
      request: { state: 'Rejected', reason: 'Photo floue, le nom est illisible.' },
    });
    expect((await get(`/api/Shop/${seller.shop.id}`)).json().badgeVerification).toBe(false);
    expect((await notifications(seller.cookie))[0]).toMatchObject({
      type: 'Verification',
      title: SHOP_VERIFICATION_MSG.rejectedTitle,
      message:
        'Votre demande de badge vérifié a été refusée : Photo floue, le nom est illisible. Vous pouvez envoyer une nouvelle demande.',
    });

    const again = await postVerification(
      app,
      seller.cookie,
      validVerificationForm({ legalName: 'Awa Traoré' }),
      [await documentPhoto()],
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      state: 'Pending',
      request: { legalName: 'Awa Traoré', reason: null },
    });
  });

  it('decides once: a second decision is a 409 (one of two at once), an unknown request a 404', async () => {
    const [one, two] = [await buildOperator(app), await buildOperator(app)];
    const seller = await buildSeller(app);
    const requestId = await buildVerificationRequest(app, seller);
    const outcomes = await Promise.allSettled([
      decideRequest(app, one.userId, requestId, { approve: true, reason: 'Pièce conforme' }),
      decideRequest(app, two.userId, requestId, { approve: false, reason: 'Pièce expirée' }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: SHOP_VERIFICATION_MSG.alreadyDecided });
    // The seller got one notification of the one decision.
    expect((await notifications(seller.cookie)).filter((n) => n.type === 'Verification')).toHaveLength(1);

    for (const unknown of ['0190f000-0000-7000-8000-000000000000', 'pas-un-uuid']) {
      await expect(
        decideRequest(app, one.userId, unknown, { approve: true, reason: 'Pièce conforme' }),
      ).rejects.toMatchObject({
        status: 404,
        message: SHOP_VERIFICATION_MSG.requestNotFound,
      });
    }
  });
});

describe('the document is deleted 30 days after the decision', () => {
  it('keeps it until SHOP_VERIFICATION.documentRetentionDays have passed, then deletes the file and dates it', async () => {
    const operator = await buildOperator(app);
    const [approved, rejected, pending] = [
      await buildSeller(app),
      await buildSeller(app),
      await buildSeller(app),
    ];
    const approvedId = await buildVerificationRequest(app, approved);
    const rejectedId = await buildVerificationRequest(app, rejected);
    const pendingId = await buildVerificationRequest(app, pending);
    await decideRequest(app, operator.userId, approvedId, { approve: true, reason: 'Pièce conforme' });
    await decideRequest(app, operator.userId, rejectedId, { approve: false, reason: 'Pièce expirée' });
    const file = async (id: string) => path.join(privateDir, (await verificationRow(app, id)).documentName);

    clock.advanceHours(SHOP_VERIFICATION.documentRetentionDays * 24 - 1);
    await sweepVerificationDocuments(app.ctx);
    for (const id of [approvedId, rejectedId, pendingId]) {
      expect(await exists(await file(id))).toBe(true);
      expect((await verificationRow(app, id)).documentDeletedAt).toBeNull();
    }

    clock.advanceHours(2);
    expect(await sweepVerificationDocuments(app.ctx)).toBeGreaterThanOrEqual(2);
    for (const id of [approvedId, rejectedId]) {
      expect(await exists(await file(id))).toBe(false);
      const row = await verificationRow(app, id);
      expect(row.documentDeletedAt).toBeInstanceOf(Date);
      // The row stays, the record of the decision.
      expect(row.state).not.toBe('Pending');
    }
    // Never a request still under review, whatever its age.
    expect(await exists(await file(pendingId))).toBe(true);
    // The badge and the seller's view are unchanged.
    expect((await status(approved.cookie)).state).toBe('Approved');
    expect((await status(rejected.cookie)).request.reason).toBe('Pièce expirée');
    // A later sweep leaves the record as it is.
    const deletedAt = (await verificationRow(app, approvedId)).documentDeletedAt;
    clock.advanceHours(24);
    await sweepVerificationDocuments(app.ctx);
    expect((await verificationRow(app, approvedId)).documentDeletedAt).toEqual(deletedAt);
  });
});
