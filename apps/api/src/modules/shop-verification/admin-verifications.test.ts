// The verified badge, the operators' side: the queue, the identity document (operators only, never cached, each
// view in the audit log) and the decision (reason, PIN, audit row; one decision per request).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MSG, OPERATOR_MSG, SHOP_VERIFICATION, SHOP_VERIFICATION_MSG } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import {
  auditEntries,
  buildOperator,
  buildSeller,
  buildUser,
  buildVerificationRequest,
  confirmPin,
  operatorRequest,
  verificationRow,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { sweepVerificationDocuments } from './index.js';

const { app, config, clock } = await setupTestApp();
const operator = await buildOperator(app);

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const queue = async (state?: string) =>
  (await get(`/api/Admin/verifications${state ? `?state=${state}` : ''}`, operator.cookie)).json();
const decide = (id: string, payload: object, options?: { confirm?: boolean }) =>
  operatorRequest(
    app,
    operator,
    { method: 'POST', url: `/api/Admin/verifications/${id}/decide`, payload },
    options,
  );
const documentUrl = (id: string) => `/api/Admin/verifications/${id}/document`;
const status = async (cookie: string) => (await get('/api/Shop/verification/me', cookie)).json();

describe('who may see the queue and the document, and decide', () => {
  it('answers 401 to a guest, 403 to a Client, to the seller who asked and to another Vendeur; no view is logged', async () => {
    const seller = await buildSeller(app);
    const id = await buildVerificationRequest(app, seller);
    const [client, other] = [await buildUser(app), await buildSeller(app)];
    const routes = [
      { method: 'GET' as const, url: '/api/Admin/verifications' },
      { method: 'GET' as const, url: `/api/Admin/verifications/${id}` },
      { method: 'GET' as const, url: documentUrl(id) },
      { method: 'POST' as const, url: `/api/Admin/verifications/${id}/decide` },
    ];
    for (const route of routes) {
      const payload = route.method === 'POST' ? { approve: true, reason: 'Pièce conforme' } : undefined;
      const guest = await app.inject({ ...route, payload });
      expect(guest.statusCode).toBe(401);
      for (const who of [client, seller, other]) {
        await confirmPin(app, who.cookie);
        const res = await app.inject({ ...route, payload, headers: { cookie: who.cookie } });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.json().message).toBe(OPERATOR_MSG.operatorOnly);
        expect(res.headers['content-type']).toContain('application/json');
      }
    }
    expect((await status(seller.cookie)).state).toBe('Pending');
    expect(await auditEntries(app, operator, { targetId: id })).toEqual([]);
  });
});

describe('the queue', () => {
  it('lists the pending requests oldest first with their shop and owner, and counts each state', async () => {
    const before = (await queue()).total;
    const first = await buildSeller(app, { shopName: 'Premier Arrivé' });
    const firstId = await buildVerificationRequest(app, first);
    clock.advanceHours(1);
    const second = await buildSeller(app, { shopName: 'Second Arrivé' });
    await buildVerificationRequest(app, second);

    const pending = await queue('pending');
    expect(pending.state).toBe('pending');
    expect(pending.total).toBe(before + 2);
    const mine = pending.items.filter((i: { shop: { shopName: string } }) =>
      i.shop.shopName.endsWith('Arrivé'),
    );
    expect(mine.map((i: { shop: { shopName: string } }) => i.shop.shopName)).toEqual([
      'Premier Arrivé',
      'Second Arrivé',
    ]);
    expect(mine[0]).toMatchObject({
      id: firstId,
      state: 'Pending',
      legalName: 'Awa Traoré Commerce',
      rccm: 'MA.BKO.2024.B.12345',
      documentAvailable: true,
      shop: { id: first.shop.id, isIdentityVerified: false },
      owner: { id: first.userId, username: first.user.username, email: first.user.email },
      decidedBy: null,
    });
    // The default queue is the pending one; the state is read in any case.
    expect((await queue()).total).toBe(pending.total);
    expect((await queue('PENDING')).total).toBe(pending.total);
    // One request alone, as the detail page reads it.
    const one = await get(`/api/Admin/verifications/${firstId}`, operator.cookie);
    expect(one.json()).toEqual(mine[0]);
    for (const unknown of ['0190f000-0000-7000-8000-000000000000', 'pas-un-uuid']) {
      expect((await get(`/api/Admin/verifications/${unknown}`, operator.cookie)).statusCode).toBe(404);
    }

    await decide(firstId, { approve: false, reason: 'Photo floue' });
    expect((await queue()).total).toBe(pending.total - 1);
    const rejected = await queue('rejected');
    expect(rejected.items[0]).toMatchObject({
      id: firstId,
      state: 'Rejected',
      reason: 'Photo floue',
      decidedBy: { id: operator.userId, username: operator.user.username },
    });
  });

  it('refuses an unknown state in French', async () => {
    const res = await get('/api/Admin/verifications?state=ouvert', operator.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SHOP_VERIFICATION_MSG.queueStateUnknown);
  });
});

describe('the identity document', () => {
  it('is shown to an operator, never cached, and each view is in the audit log', async () => {
    const seller = await buildSeller(app);
    const id = await buildVerificationRequest(app, seller);
    const res = await get(documentUrl(id), operator.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    const stored = await readFile(
      path.join(config.dataDir, 'private', (await verificationRow(app, id)).documentName),
    );
    expect(res.rawPayload.equals(stored)).toBe(true);

    await get(documentUrl(id), operator.cookie);
    const views = await auditEntries(app, operator, { targetId: id });
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({
      action: 'verification.document.view',
      targetType: 'shop_verification',
      targetId: id,
      actor: { id: operator.userId },
      reason: null,
    });
  });

  it('answers 404 for an unknown or malformed request, and once the document is deleted', async () => {
    for (const unknown of ['0190f000-0000-7000-8000-000000000000', 'pas-un-uuid', `${'a'.repeat(32)}.webp`]) {
      const res = await get(documentUrl(unknown), operator.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SHOP_VERIFICATION_MSG.requestNotFound);
    }
    const seller = await buildSeller(app);
    const id = await buildVerificationRequest(app, seller);
    expect((await decide(id, { approve: true, reason: 'Pièce conforme' })).statusCode).toBe(200);
    clock.advanceHours(SHOP_VERIFICATION.documentRetentionDays * 24 + 1);
    await sweepVerificationDocuments(app.ctx);
    const gone = await get(documentUrl(id), operator.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(SHOP_VERIFICATION_MSG.documentGone);
    // The request is still listed, its document no longer available.
    const approved = (await queue('approved')).items.find((i: { id: string }) => i.id === id);
    expect(approved).toMatchObject({ documentAvailable: false });
    expect(approved.documentDeletedAt).not.toBeNull();
  });
});

describe('the decision', () => {
  it('needs a fresh PIN: without one nothing changes and nothing is logged', async () => {
    const seller = await buildSeller(app);
    const id = await buildVerificationRequest(app, seller);
    const res = await decide(id, { approve: true, reason: 'Pièce conforme' }, { confirm: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'pin_required', message: MSG.pinRequired });
    expect((await status(seller.cookie)).state).toBe('Pending');
    expect(await auditEntries(app, operator, { targetId: id })).toEqual([]);
  });

  it('approves: the shop shows the badge, the audit log says who, why, before and after', async () => {
    const seller = await buildSeller(app, { shopName: 'Indigo de Kayes' });
    const id = await buildVerificationRequest(app, seller);
    const res = await decide(id, { approve: true, reason: '  Pièce conforme au nom légal  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, state: 'Approved', reason: 'Pièce conforme au nom légal' });
    expect((await get(`/api/Shop/${seller.shop.id}`)).json().badgeVerification).toBe(true);
    expect(await status(seller.cookie)).toMatchObject({ state: 'Approved', isIdentityVerified: true });
    const [entry] = await auditEntries(app, operator, { targetId: id });
    expect(entry).toMatchObject({
      action: 'verification.approve',
      targetType: 'shop_verification',
      reason: 'Pièce conforme au nom légal',
      before: { state: 'Pending' },
      after: { state: 'Approved', shopId: seller.shop.id },
    });

    // Decided once: a second decision is a 409 and writes no audit row.
    const again = await decide(id, { approve: false, reason: 'Changement d’avis' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SHOP_VERIFICATION_MSG.alreadyDecided);
    expect(await auditEntries(app, operator, { targetId: id })).toHaveLength(1);
  });

  it('rejects with the reason the seller reads', async () => {
    const seller = await buildSeller(app);
    const id = await buildVerificationRequest(app, seller);
    expect((await decide(id, { approve: false, reason: 'La pièce a expiré' })).statusCode).toBe(200);
    expect(await status(seller.cookie)).toMatchObject({
      state: 'Rejected',
      canRequest: true,
      request: { reason: 'La pièce a expiré' },
    });
    expect((await auditEntries(app, operator, { targetId: id }))[0]).toMatchObject({
      action: 'verification.reject',
      reason: 'La pièce a expiré',
    });
  });

  it.each([
    ['no decision', { reason: 'Pièce conforme' }, SHOP_VERIFICATION_MSG.decisionRequired],
    [
      'a decision in words',
      { approve: 'oui', reason: 'Pièce conforme' },
      SHOP_VERIFICATION_MSG.decisionRequired,
    ],
    ['no reason', { approve: true }, OPERATOR_MSG.reasonRequired],
    ['a reason too short', { approve: true, reason: 'ok' }, OPERATOR_MSG.reasonTooShort],
    ['a reason too long', { approve: false, reason: 'x'.repeat(501) }, OPERATOR_MSG.reasonTooLong],
    ['a NUL byte in the reason', { approve: false, reason: 'Photo\u0000floue' }, undefined],
  ])('refuses %s in French, changing nothing', async (_what, payload, message) => {
    const seller = await buildSeller(app);
    const id = await buildVerificationRequest(app, seller);
    const res = await decide(id, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect((await status(seller.cookie)).state).toBe('Pending');
  });

  it('answers 404 for an unknown or malformed request', async () => {
    for (const unknown of ['0190f000-0000-7000-8000-000000000000', 'pas-un-uuid']) {
      const res = await decide(unknown, { approve: true, reason: 'Pièce conforme' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SHOP_VERIFICATION_MSG.requestNotFound);
    }
  });
});
