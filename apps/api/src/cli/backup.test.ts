// npm run backup / restore: a backup taken while orders, chat messages and wallet deposits are being written
// holds every one acknowledged before it started; restored into a fresh DATA_DIR (or a fresh PostgreSQL
// database on the 'api-pg' project), the ledger invariant holds; a non-empty target is refused without --force.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { MSG } from '@sugu/domain';
import { inArray, sql } from 'drizzle-orm';
import S3rver from 's3rver';
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
import { loadConfig } from '../config.js';
import { serveBackups } from '../db/backup.js';
import { openDatabase } from '../db/client.js';
import { ledgerMovements, messages, orders } from '../db/schema/index.js';
import { openStorages } from '../media/media.js';
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

    // Once restored, the target is not empty: a second restore is refused (its media are checked first, before
    // the database is touched), then allowed with --force.
    await expect(runBackupCommand(['restore', archive], target.env)).rejects.toThrow(/ne sont pas vides/);
    await expect(runBackupCommand(['restore', archive, '--force'], target.env)).resolves.toMatch(/restaurée/);
  }, 120_000);
});

describe('npm run backup and restore with the media in S3', () => {
  it('takes the bucket (public media and the private/ prefix) into the archive and restores it to disk or S3', async () => {
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(work, 's3rver'),
      configureBuckets: [{ name: 'sugu-media' }, { name: 'sugu-restored' }],
    });
    const { port } = await s3.run();
    onTestFinished(() => s3.close());
    const s3Env = (bucket: string) => ({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    const source = { ...sourceEnv, ...s3Env('sugu-media') };
    const picture = ogName('cd'.repeat(12));
    const document = privateName();
    const storages = await openStorages(loadConfig({ NODE_ENV: 'test', ...source }));
    try {
      await storages.storage.put(picture, Buffer.from('photo s3'), 'image/jpeg');
      await storages.documents.put(document, Buffer.from('pièce s3'), 'image/webp');
    } finally {
      await storages.storage.close();
      await storages.documents.close();
    }

    const archive = path.join(work, 'sugu-s3.tar.gz');
    const output = await runBackupCommand(['backup', '--out', archive], source);
    expect(output).toMatch(/^Sauvegarde écrite : /);

    // Into a disk DATA_DIR: the bucket's objects land in media/ and private/.
    const disk = await freshTarget();
    await runBackupCommand(['restore', archive], disk.env);
    expect(await readFile(path.join(disk.env.DATA_DIR!, 'media', picture), 'utf8')).toBe('photo s3');
    expect(await readFile(path.join(disk.env.DATA_DIR!, 'private', document), 'utf8')).toBe('pièce s3');

    // Into another bucket: the same names, the private one under its prefix again.
    const bucket = await freshTarget();
    const target = { ...bucket.env, ...s3Env('sugu-restored') };
    await runBackupCommand(['restore', archive], target);
    const restored = await openStorages(loadConfig({ NODE_ENV: 'test', ...target }));
    try {
      const read = async (storage: typeof restored.storage, name: string) => {
        const object = await storage.get(name);
        if (!object) return null;
        const chunks: Buffer[] = [];
        for await (const chunk of object.body) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString('utf8');
      };
      expect(await read(restored.storage, picture)).toBe('photo s3');
      expect(await read(restored.documents, document)).toBe('pièce s3');
      expect(await restored.storage.list()).not.toContain(document);
    } finally {
      await restored.storage.close();
      await restored.documents.close();
    }
    // A bucket that is not empty is refused without --force, as a disk is, before the database is touched.
    const again = await freshTarget();
    await expect(
      runBackupCommand(['restore', archive], { ...again.env, ...s3Env('sugu-restored') }),
    ).rejects.toThrow(/les médias \(bucket sugu-restored\) ne sont pas vides/);
    if (again.url) {
      const untouched = await openDatabase({ url: again.url, migrate: false });
      try {
        const { rows } = (await untouched.db.execute(
          sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
        )) as unknown as { rows: { n: number }[] };
        expect(rows[0]?.n).toBe(0);
      } finally {
        await untouched.close();
      }
    } else expect(existsSync(path.join(again.env.DATA_DIR!, 'pg'))).toBe(false);
  }, 120_000);
});
