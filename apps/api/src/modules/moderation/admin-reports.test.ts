// The operators' routes of moderation: the queue grouped by target, a report resolved, an account suspended
// and restored; each action with its PIN grant, its reason and its audit row; French 4xx for bad input.
import { type AdminReportGroup, MODERATION_MSG, MSG, OPERATOR_MSG, type PublicationPage } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import {
  auditEntries,
  buildOperator,
  buildPublication,
  buildReport,
  buildSeller,
  buildUser,
  operatorRequest,
  TEST_PASSWORD,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { newId } from '../../lib/ids.js';

const { app, clock } = await setupTestApp({ clock: 'frozen' });
const operator = await buildOperator(app);

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { ...(cookie && { cookie }) } });
const queue = async (state = 'open') => {
  const res = await get(`/api/Admin/reports?state=${state}`, operator.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: AdminReportGroup[]; total: number };
};
const resolve = (reportId: string, payload: Record<string, unknown>, confirm = true) =>
  operatorRequest(
    app,
    operator,
    { method: 'POST', url: `/api/Admin/reports/${reportId}/resolve`, payload },
    { confirm },
  );
const suspension = (userId: string, what: 'suspend' | 'unsuspend', payload: Record<string, unknown>) =>
  operatorRequest(app, operator, { method: 'POST', url: `/api/Admin/users/${userId}/${what}`, payload });
const feedIds = async () =>
  ((await get('/api/Publication')).json() as PublicationPage).items.map((p) => p.id);
const tryLogin = (username: string) =>
  app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    payload: { email: username, motDePasse: TEST_PASSWORD },
  });

describe("the moderation routes are the operators'", () => {
  it('401 for a guest, 403 for a Client and a Vendeur', async () => {
    const client = await buildUser(app);
    const vendeur = await buildSeller(app);
    const id = newId();
    for (const [method, url] of [
      ['GET', '/api/Admin/reports'],
      ['POST', `/api/Admin/reports/${id}/resolve`],
      ['POST', `/api/Admin/users/${id}/suspend`],
      ['POST', `/api/Admin/users/${id}/unsuspend`],
    ] as const) {
      const payload = method === 'POST' ? { action: 'dismiss', reason: 'Une raison' } : undefined;
      const guest = await app.inject({ method, url, payload });
      expect(guest.statusCode, url).toBe(401);
      expect(guest.json().message).toBe(MSG.unauthenticated);
      for (const who of [client, vendeur]) {
        const res = await app.inject({ method, url, payload, headers: { cookie: who.cookie } });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message).toBe(OPERATOR_MSG.operatorOnly);
      }
    }
  });
});

describe('GET /api/Admin/reports and POST /api/Admin/reports/{id}/resolve', () => {
  it('groups the open reports by target, most reported first, and resolves a group with its audit row', async () => {
    const seller = await buildSeller(app, { shopName: 'Tissage de Ségou' });
    const publicationId = await buildPublication(app, seller);
    const [awa, kadi, moussa] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const first = await buildReport(app, awa.cookie, 'publication', publicationId, 'Photos volées');
    await buildReport(app, kadi.cookie, 'publication', publicationId, 'Arnaque');
    await buildReport(app, moussa.cookie, 'shop', seller.shop.id, 'Ne livre pas');

    const open = await queue();
    expect(open.total).toBe(2);
    expect(open.items.map((g) => [g.targetType, g.count])).toEqual([
      ['publication', 2],
      ['shop', 1],
    ]);
    expect(open.items[0]).toMatchObject({
      reportId: first,
      targetId: publicationId,
      reasons: ['Arnaque', 'Photos volées'],
      owner: { id: seller.userId, suspended: false },
      link: `/publication/${publicationId}`,
      action: null,
    });
    expect(open.items[1]).toMatchObject({ excerpt: 'Tissage de Ségou', link: `/boutique/${seller.shop.id}` });

    // Without a fresh PIN grant: refused, nothing changes.
    const noPin = await resolve(first, { action: 'remove', reason: 'Contrefaçon' }, false);
    expect(noPin.statusCode).toBe(403);
    expect(noPin.json().code).toBe('pin_required');
    expect(await feedIds()).toContain(publicationId);

    const done = await resolve(first, { action: 'remove', reason: 'Contrefaçon avérée' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      reportId: first,
      targetType: 'publication',
      targetId: publicationId,
      action: 'remove',
      resolvedReports: 2,
    });
    expect(await feedIds()).not.toContain(publicationId);
    expect((await queue()).items.map((g) => g.targetType)).toEqual(['shop']);
    expect((await queue('resolved')).items[0]).toMatchObject({
      targetId: publicationId,
      action: 'remove',
      count: 2,
    });
    const [audit] = await auditEntries(app, operator, { action: 'report.resolve' });
    expect(audit).toMatchObject({
      actor: { id: operator.userId },
      targetType: 'report',
      targetId: first,
      reason: 'Contrefaçon avérée',
      before: { state: 'open', targetType: 'publication', targetId: publicationId },
      after: { state: 'resolved', action: 'remove', resolvedReports: 2 },
    });

    // A second operator, or a second click: 409, no second audit row.
    const again = await resolve(first, { action: 'dismiss', reason: 'Déjà vu' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MODERATION_MSG.reportAlreadyResolved);
    expect(await auditEntries(app, operator, { action: 'report.resolve' })).toHaveLength(1);
  });

  it('answers a French 4xx for bad input, never a 500', async () => {
    const seller = await buildSeller(app);
    const reporter = await buildUser(app);
    const reportId = await buildReport(app, reporter.cookie, 'user', seller.userId);
    const cases: [string, Record<string, unknown>, number, string][] = [
      [reportId, { action: 'ban', reason: 'Une raison' }, 400, MODERATION_MSG.actionInvalid],
      [reportId, { action: 5, reason: 'Une raison' }, 400, MODERATION_MSG.actionInvalid],
      [reportId, { action: 'warn' }, 400, OPERATOR_MSG.reasonRequired],
      [reportId, { action: 'warn', reason: 'ok' }, 400, OPERATOR_MSG.reasonTooShort],
      [reportId, { action: 'warn', reason: 'x'.repeat(501) }, 400, OPERATOR_MSG.reasonTooLong],
      [reportId, { action: 'warn', reason: 'Une\u0000raison' }, 400, MSG.invalidCharacters],
      [
        reportId,
        { action: 'suspend', reason: 'Une raison', until: 'demain' },
        400,
        MODERATION_MSG.untilInvalid,
      ],
      [reportId, { action: 'remove', reason: 'Une raison' }, 400, MODERATION_MSG.cannotRemoveUser],
      [newId(), { action: 'warn', reason: 'Une raison' }, 404, MODERATION_MSG.reportNotFound],
      ['pas-un-id', { action: 'warn', reason: 'Une raison' }, 404, MODERATION_MSG.reportNotFound],
    ];
    for (const [id, payload, status, message] of cases) {
      const res = await resolve(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    const past = new Date(clock.now().getTime() - 3_600_000).toISOString();
    const res = await resolve(reportId, { action: 'suspend', reason: 'Une raison', until: past });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MODERATION_MSG.untilInvalid);
    expect((await get('/api/Admin/reports?state=closed', operator.cookie)).json().message).toBe(
      MODERATION_MSG.stateInvalid,
    );
  });
});

describe('POST /api/Admin/users/{id}/suspend and /unsuspend', () => {
  it('suspends with its audit row (login refused in French), then restores', async () => {
    const seller = await buildSeller(app);
    const publicationId = await buildPublication(app, seller);
    const until = new Date(clock.now().getTime() + 7 * 24 * 3_600_000).toISOString();
    const done = await suspension(seller.userId, 'suspend', { reason: 'Ventes frauduleuses', until });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ userId: seller.userId, suspended: true, refusedOrders: 0 });
    const refused = await tryLogin(seller.body.username!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Ce compte est suspendu jusqu'au /);
    expect(await feedIds()).not.toContain(publicationId);
    // The console's search shows the account suspended, until when (its row offers to lift it).
    const found = await app.inject({
      method: 'GET',
      url: `/api/Admin/search?q=${seller.body.username}`,
      headers: { cookie: operator.cookie },
    });
    expect(found.json().users[0]).toMatchObject({
      id: seller.userId,
      suspended: true,
      suspendedUntil: until,
    });
    expect((await suspension(seller.userId, 'suspend', { reason: 'Encore une fois' })).statusCode).toBe(409);
    const [audit] = await auditEntries(app, operator, { action: 'user.suspend' });
    expect(audit).toMatchObject({
      targetType: 'user',
      targetId: seller.userId,
      reason: 'Ventes frauduleuses',
      before: { suspended: false },
      after: { suspended: true, until, refusedOrders: 0 },
    });

    const lifted = await suspension(seller.userId, 'unsuspend', { reason: 'Erreur de notre part' });
    expect(lifted.json()).toEqual({ userId: seller.userId, suspended: false, refusedOrders: 0 });
    expect((await tryLogin(seller.body.username!)).statusCode).toBe(200);
    expect(await feedIds()).toContain(publicationId);
    expect((await auditEntries(app, operator, { action: 'user.unsuspend' }))[0]).toMatchObject({
      targetId: seller.userId,
      reason: 'Erreur de notre part',
    });
    const notSuspended = await suspension(seller.userId, 'unsuspend', { reason: 'Encore une fois' });
    expect(notSuspended.statusCode).toBe(409);
    expect(notSuspended.json().message).toBe(MODERATION_MSG.notSuspended);
  });

  it('404 in French for an unknown or malformed user', async () => {
    for (const id of [newId(), 'pas-un-id']) {
      const res = await suspension(id, 'suspend', { reason: 'Une raison' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MODERATION_MSG.userNotFound);
    }
  });
});
