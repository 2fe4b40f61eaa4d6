// The VAPID key pair that signs every push (RFC 8292). Push services tie a subscription to the public key
// the browser subscribed with: a changed key silently ends every subscription, so the pair must stay the
// same across restarts and processes. From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; otherwise made once
// into DATA_DIR/vapid.json (a single-machine start), and read from there after.
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '../../config.js';

const StoredKeys = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type VapidKeys = z.infer<typeof StoredKeys>;

/** The file a start without VAPID_* keys keeps its generated pair in. */
const vapidFile = (config: Config) => path.join(config.dataDir, 'vapid.json');

export async function loadVapidKeys(config: Config): Promise<VapidKeys> {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  const file = vapidFile(config);
  const existing = await readFile(file, 'utf8').then(
    (text) => StoredKeys.parse(JSON.parse(text)),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    },
  );
  if (existing) return existing;
  const keys = webpush.generateVAPIDKeys();
  await mkdir(config.dataDir, { recursive: true });
  // Written whole, then linked into place only if no other process did it first (link never replaces):
  // a stop in the middle never leaves half a key, and two processes starting on one fresh DATA_DIR both
  // end with the pair that won.
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, JSON.stringify(keys), { mode: 0o600 });
  try {
    await link(temporary, file);
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return StoredKeys.parse(JSON.parse(await readFile(file, 'utf8')));
  } finally {
    await unlink(temporary);
  }
}
