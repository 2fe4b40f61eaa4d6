// Web push in tests (API tests and journeys): a local push service (the role of FCM or Mozilla's autopush) and the devices that
// subscribe to it. Each device holds a real P-256 key pair and authentication secret, as a browser does;
// what the server posts is decrypted here by RFC 8291 (Message Encryption for Web Push) over RFC 8188's
// aes128gcm content coding, so a test reads exactly what the service worker would. The VAPID header's
// public key is kept with each push. A device can be made to answer 410 Gone (an expired subscription).
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@sugu/domain';

export interface ReceivedPush {
  deviceId: string;
  payload: PushPayload;
  headers: { ttl: string | undefined; urgency: string | undefined; topic: string | undefined };
  /** The `k=` of the VAPID Authorization header: the server's public key. */
  vapidKey: string | undefined;
}

export interface PushDevice {
  id: string;
  /** What a browser's PushSubscription.toJSON() gives: POST it to /api/Push/subscribe. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The status this device's endpoint answers (201 by default; 410 once the subscription expired). */
  answer: number;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, padding delimiter 0x02. */
function decrypt(body: Buffer, receiver: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const receiverKey = receiver.ecdh.getPublicKey();
  const secret = receiver.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, receiver.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('aes128gcm: last record without its 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface PushStandIn {
  /** Its origin (http://127.0.0.1:port): give it to PUSH_ENDPOINT_HOSTS. */
  origin: string;
  /** Every push decrypted so far, in arrival order. */
  received: ReceivedPush[];
  /** A new device (a browser profile) with its own keys and endpoint. */
  device(): PushDevice;
  close(): Promise<void>;
}

export async function startPushStandIn(): Promise<PushStandIn> {
  const devices = new Map<string, PushDevice & { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    const device = id ? devices.get(id) : undefined;
    if (request.method !== 'POST' || !device) {
      response.writeHead(404).end();
      return;
    }
    if (device.answer >= 300) {
      response.writeHead(device.answer).end();
      return;
    }
    try {
      const payload = JSON.parse(decrypt(body, device)) as PushPayload;
      const header = (name: string) => request.headers[name] as string | undefined;
      received.push({
        deviceId: device.id,
        payload,
        headers: { ttl: header('ttl'), urgency: header('urgency'), topic: header('topic') },
        vapidKey: /k=([\w-]+)/.exec(header('authorization') ?? '')?.[1],
      });
      response.writeHead(201).end();
    } catch {
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    device() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const device = {
        id,
        ecdh,
        auth,
        answer: 201,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
      devices.set(id, device);
      return device;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
