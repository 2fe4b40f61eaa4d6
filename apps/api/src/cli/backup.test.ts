// npm run backup / restore: a backup taken while orders, chat messages and wallet deposits are being written
// holds every one acknowledged before it started; restored into a fresh DATA_DIR (or a fresh PostgreSQL
// database on the 'api-pg' project), the ledger invariant holds; a non-empty target is refused without --force.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { MSG } from '@sugu/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  buildConversation,
  buildProduct,
  buildSeller,
  buildUser,
  connect,
  fund,
  grantPin,
  ledgerViolations,
  postOrder,
  send,
} from '../../test/factories/index.js';
import { setupTestApp, usesPostgres } from '../../test/helper.js';
import { adminQuery, databaseUrl } from '../../test/postgres.js';
import { serveBackups } from '../db/backup.js';
import { openDatabase } from '../db/client.js';
import { ledgerMovements, messages, orders } from '../db/schema/index.js';
import { ogName, privateName } from '../media/names.js';
import { runBackupCommand } from './backup.js';

const work = path.join(os.tmpdir(), `sugu-backup-test-${randomBytes(4).toString('hex')}`);
await mkdir(work, { recursive: true });
afterAll(() => rm(work, { recursive: true, force: true }));

const t = await setupTestApp({ listen: true });
const { app } = t;
const sourceUrl = (t.database as { url?: string }).url;
// The embedded database's server answers `npm run backup` on DATA_DIR/backup.sock, as main.ts's does.
let stopServing: (() => Promise<void>) | undefined;
if (!usesPostgres()) {
  await mkdir(t.config.dataDir, { recursive: true });
  stopServing = await serveBackups(t.db, t.config.dataDir);
  afterAll(() => stopServing?.());
}
const sourceEnv = { DATA_DIR: t.config.dataDir, ...(sourceUrl && { DATABASE_URL: sourceUrl }) };

/** A fresh target: an empty DATA_DIR, and on PostgreSQL an empty database (dropped after the test). */
async function freshTarget(): Promise<{ env: Record<string, string>; url?: string }> {
  const dataDir = path.join(work, `restore-${randomBytes(4).toString('hex')}`);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!usesPostgres() || !serverUrl) return { env: { DATA_DIR: dataDir } };
  const name = `sugu_test_restore_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE template0`);
  // Called from the test: an afterAll registered there would never run.
  onTestFinished(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = databaseUrl(serverUrl, name);
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url }, url };
}

describe('npm run backup under load, then npm run restore', () => {
  it('restores every acknowledged order, message and ledger entry, with the ledger invariant', async () => {
    const seller = await buildSeller(app, { shopName: 'Bazin de Kati' });
    const product = await buildProduct(app, seller, { price: 1_000, stock: 10_000 });
    const buyer = await buildUser(app);
    await fund(app, buyer.userId, 1_000_000);
    const chat = await buildConversation(app);
    const device = await connect(t.url, chat.buyer.cookie);
    // A public picture and a private document in the disk storages (their bytes need not be images here).
    const picture = ogName('ab'.repeat(12));
    const document = privateName();
    await app.ctx.media.storage.put(picture, Buffer.from('photo'), 'image/jpeg');
    await app.ctx.media.documents.put(document, Buffer.from('pièce'), 'image/webp');

    // Three writers go on until told to stop; each keeps what the server acknowledged, in order.
    const acked = { orders: [] as string[], messages: [] as string[], deposits: [] as string[] };
    let writing = true;
    let notify: () => void = () => {};
    const progressed = () => notify();
    const writers = [
      (async () => {
        while (writing) {
          await grantPin(app, buyer.cookie);
          const res = await postOrder(app, buyer.cookie, {
            productId: product.id,
            productNumber: 1,
            deliveryMethod: 'home',
            paymentMethod: 'wallet',
          });
          expect(res.statusCode, res.body).toBe(201);
          acked.orders.push(res.json().order.id);
          progressed();
        }
      })(),
      (async () => {
        for (let i = 0; writing; i++) {
          const ack = await send(device, { conversationId: chat.conversationId, content: `Message ${i}` });
          // The hub's own rate limit ends this writer: a refused message was never acknowledged.
          if (!ack.ok && ack.error.message === MSG.tooManyRequests) break;
          if (!ack.ok) throw new Error(JSON.stringify(ack));
          acked.messages.push(ack.message.id);
          progressed();
        }
      })(),
      (async () => {
        while (writing) {
          // Straight to the database, whose answers come back as microtasks: let the event loop run between
          // two (the requests, the hub's frames and the timers would wait for the end of this loop otherwise).
          await yieldToEventLoop();
          acked.deposits.push(await fund(app, seller.userId, 500));
          progressed();
        }
      })(),
    ];
    const stopWriting = async () => {
      writing = false;
      await Promise.allSettled(writers);
      device.disconnect();
    };
    onTestFinished(stopWriting);
    // Some of each acknowledged before the backup starts (or a writer's failure).
    await Promise.race([
      new Promise<void>((resolve) => {
        notify = () => {
          if (Object.values(acked).every((list) => list.length >= 3)) resolve();
        };
      }),
      Promise.all(writers),
    ]);
    const before = {
      orders: [...acked.orders],
      messages: [...acked.messages],
      deposits: [...acked.deposits],
    };
    const archive = path.join(work, 'sugu.tar.gz');
    const started = performance.now();
    const output = await runBackupCommand(['backup', '--out', archive], sourceEnv);
    const backupMs = performance.now() - started;
    const during = acked.orders.length + acked.messages.length + acked.deposits.length;
    await stopWriting();
    await Promise.all(writers); // none failed
    expect(output).toMatch(/^Sauvegarde écrite : /);
    // The writers went on while it ran: the server was not stopped for it.
    expect(during).toBeGreaterThan(before.orders.length + before.messages.length + before.deposits.length);

    const target = await freshTarget();
    const restoring = performance.now();
    const restored = await runBackupCommand(['restore', archive], target.env);
    const restoreMs = performance.now() - restoring;
    expect(restored).toMatch(/restaurée/);
    console.info(
      `backup ${Math.round(backupMs)} ms, restore ${Math.round(restoreMs)} ms; acknowledged before: ${JSON.stringify(
        Object.fromEntries(Object.entries(before).map(([k, v]) => [k, v.length])),
      )}`,
    );

    const copy = await openDatabase(
      target.url ? { url: target.url } : { dataDir: path.join(target.env.DATA_DIR!, 'pg') },
    );
    try {
      const { db } = copy;
      const found = async (table: typeof orders | typeof messages, ids: string[]) =>
        (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id);
      expect((await found(orders, before.orders)).sort()).toEqual([...before.orders].sort());
      expect((await found(messages, before.messages)).sort()).toEqual([...before.messages].sort());
      // Each acknowledged deposit and wallet order left its ledger movement.
      const movements = await db
        .select({ operationId: ledgerMovements.operationId, orderId: ledgerMovements.orderId })
        .from(ledgerMovements);
      const operations = new Set(movements.map((m) => m.operationId));
      const held = new Set(movements.map((m) => m.orderId));
      expect(before.deposits.filter((id) => !operations.has(id))).toEqual([]);
      expect(before.orders.filter((id) => !held.has(id))).toEqual([]);
      expect(await ledgerViolations(db)).toEqual([]);
    } finally {
      await copy.close();
    }
    // The media came along.
    expect(await readFile(path.join(target.env.DATA_DIR!, 'media', picture), 'utf8')).toBe('photo');
    expect(await readFile(path.join(target.env.DATA_DIR!, 'private', document), 'utf8')).toBe('pièce');

    // Once restored, the target is not empty: a second restore is refused, then allowed with --force.
    await expect(runBackupCommand(['restore', archive], target.env)).rejects.toThrow(/n’est pas vide/);
    await expect(runBackupCommand(['restore', archive, '--force'], target.env)).resolves.toMatch(/restaurée/);
  }, 120_000);
});
