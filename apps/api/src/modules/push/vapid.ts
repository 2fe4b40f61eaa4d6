// The VAPID key pair that signs every push (RFC 8292). Push services tie a subscription to the public key
// the browser subscribed with: a changed key silently ends every subscription, so the pair must stay the
// same across restarts and processes. From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; otherwise made once
// into DATA_DIR/vapid.json (a single-machine start), and read from there after.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
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
  // Written whole, then renamed: a stop in the middle never leaves half a key; two processes starting on
  // one fresh DATA_DIR at once are not supported (set VAPID_* keys for several processes).
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(keys), { mode: 0o600 });
  await rename(temporary, file);
  return keys;
}
