// A removal or a suspension decided on one API process empties what every process keeps (the feed's pages,
// the search lists, the sessions of the feed's viewers): the service announces it in its transaction, and
// every process listening on the database drops its copy once it commits.
import type { Product, PublicationPage } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import {
  buildPublication,
  buildReport,
  buildSeller,
  buildUser,
  createProduct,
  moderate,
  sessionIdOf,
} from '../../../test/factories/index.js';
import { clearedBy, listenAsAnotherProcess, setupTestApp, usesPostgres } from '../../../test/helper.js';
import type { App } from '../../app.js';
import { onCacheEvent } from '../../lib/cache-events.js';
import { CACHES } from '../../lib/response-cache.js';
import { resolveReport, suspendUser } from './index.js';

const { app } = await setupTestApp({ clock: 'frozen' });
const operator = await buildUser(app);

// What another process receives of the decisions below, in commit order.
const { announcedBy } = await listenAsAnotherProcess(app);
const cleared = clearedBy;
const ALL_LISTS = [CACHES.feed, CACHES.shops, CACHES.products];

describe('what moderation announces to every process', () => {
  it('a removal clears the feed and the search lists', async () => {
    const seller = await buildSeller(app);
    const publicationId = await buildPublication(app, seller);
    const reporter = await buildUser(app);
    const reportId = await buildReport(app, reporter.cookie, 'publication', publicationId);
    const events = await announcedBy(() =>
      moderate(app, (tx, env) =>
        resolveReport(tx, { reportId, action: 'remove', reason: 'Faux' }, operator.userId, env),
      ),
    );
    expect(cleared(events)).toEqual(expect.arrayContaining(ALL_LISTS));
  });

  it('a suspension ends every session of the user and clears the feed and the search lists', async () => {
    const seller = await buildSeller(app);
    const events = await announcedBy(() =>
      moderate(app, (tx, env) =>
        suspendUser(tx, { userId: seller.userId, reason: 'Fraude' }, operator.userId, env),
      ),
    );
    expect(cleared(events)).toEqual(expect.arrayContaining(ALL_LISTS));
    expect(events).toContainEqual({ kind: 'session', id: sessionIdOf(seller.cookie) });
  });
});

/** Resolves once `other` has applied a clear of `name` (delivered by the database's notification). */
const clearArrives = (other: App, name: string) =>
  new Promise<void>((resolve) => {
    onCacheEvent(other.ctx.db, (event) => {
      if (event.kind === 'clear' && event.name === name) resolve();
    });
  });

describe.runIf(usesPostgres())('several API processes on one database', () => {
  it('a publication removed and a seller suspended on one process are gone from the other at once', async () => {
    // A second app with its own pool on the same database stands for another process.
    const other = await setupTestApp({ sharing: { app, as: 'process' } });
    const second = other.app;
    const feedOnSecond = async () =>
      ((await second.inject({ method: 'GET', url: '/api/Publication' })).json() as PublicationPage).items.map(
        (p) => p.id,
      );
    const catalogueOnSecond = async () =>
      (
        (await second.inject({ method: 'GET', url: '/api/Product?keyword=calebasse' })).json()
          .items as Product[]
      ).map((p) => p.id);
    try {
      const seller = await buildSeller(app, { shopName: 'Calebasses de Djenné' });
      const publicationId = await buildPublication(app, seller);
      const product = await createProduct(app, seller.cookie, { productName: 'Calebasse' });
      const reporter = await buildUser(app);
      const reportId = await buildReport(app, reporter.cookie, 'publication', publicationId);
      // The second process keeps both lists (the clock stands still: they never expire by themselves).
      expect(await feedOnSecond()).toContain(publicationId);
      expect(await catalogueOnSecond()).toContain(product.id);

      const feedCleared = clearArrives(second, CACHES.feed);
      await moderate(app, (tx, env) =>
        resolveReport(tx, { reportId, action: 'remove', reason: 'Faux' }, operator.userId, env),
      );
      await feedCleared;
      expect(await feedOnSecond()).not.toContain(publicationId);

      const listsCleared = clearArrives(second, CACHES.products);
      await moderate(app, (tx, env) =>
        suspendUser(tx, { userId: seller.userId, reason: 'Fraude' }, operator.userId, env),
      );
      await listsCleared;
      expect(await catalogueOnSecond()).not.toContain(product.id);
      expect(
        (await second.inject({ method: 'GET', url: '/api/User/me', headers: { cookie: seller.cookie } }))
          .statusCode,
      ).toBe(401);
    } finally {
      await other.close();
    }
  });
});
