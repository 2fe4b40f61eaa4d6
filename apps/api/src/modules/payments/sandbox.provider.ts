// The built-in sandbox provider: a checkout page served by our own API where the payer picks Orange Money,
// Moov Africa or Wave and confirms or declines. It keeps its own books (payment_sandbox_transactions) and
// signs its notifications with HMAC-SHA256 over `timestamp.kind.reference`, like a real provider would.
// Payouts settle at once, except to SANDBOX_FAILING_PHONE, which is refused (to try the failure path).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import {
  header,
  type IncomingNotice,
  type PaymentCheck,
  type PaymentProvider,
  type PayoutInput,
  type ProviderStatus,
  type StartPaymentInput,
  type VerifiedNotice,
} from './provider.js';
import {
  decideSandboxTransaction,
  findSandboxTransaction,
  insertSandboxTransaction,
} from './sandbox.repository.js';

export const SANDBOX_FAILING_PHONE = '00000000';
const SANDBOX_HEADERS = {
  signature: 'x-sandbox-signature',
  timestamp: 'x-sandbox-timestamp',
} as const;

function sandboxSignature(secret: string, timestamp: string, kind: string, reference: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${kind}.${reference}`).digest('hex');
}

/** Headers and body of a signed sandbox notification (`now` lets tests sign an old one). */
export function signedSandboxNotice(
  secret: string,
  kind: 'payment' | 'payout',
  reference: string,
  now: Date = new Date(),
) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    headers: {
      [SANDBOX_HEADERS.timestamp]: timestamp,
      [SANDBOX_HEADERS.signature]: sandboxSignature(secret, timestamp, kind, reference),
    },
    payload: { kind, reference },
  };
}

const STATUS: Record<string, ProviderStatus> = { ACCEPTED: 'settled', REFUSED: 'failed', PENDING: 'pending' };

export function createSandboxProvider(db: Database, secret: string): PaymentProvider {
  const find = (reference: string) => findSandboxTransaction(db, reference);
  return {
    name: 'sandbox',
    currencies: null,

    async startPayment(input: StartPaymentInput) {
      await insertSandboxTransaction(db, {
        reference: input.reference,
        kind: 'payment',
        amount: input.amount,
        currency: input.currency,
        description: input.description,
      });
      // Relative: the checkout page is on our own origin, whatever PUBLIC_URL says.
      return { paymentUrl: `/paiement/sandbox/${encodeURIComponent(input.reference)}` };
    },

    verifyNotice({ headers, body }: IncomingNotice): VerifiedNotice | null {
      const timestamp = header(headers, SANDBOX_HEADERS.timestamp);
      const signature = header(headers, SANDBOX_HEADERS.signature);
      const { kind, reference } = (body ?? {}) as { kind?: unknown; reference?: unknown };
      if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature) return null;
      if ((kind !== 'payment' && kind !== 'payout') || typeof reference !== 'string') return null;
      const expected = Buffer.from(sandboxSignature(secret, timestamp, kind, reference), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { reference, kind, signedAt: new Date(Number(timestamp) * 1000) };
    },

    async checkPayment(reference: string): Promise<PaymentCheck> {
      const row = await find(reference);
      if (row?.kind !== 'payment') return { status: 'failed', amount: null, currency: null };
      return { status: STATUS[row.status] ?? 'pending', amount: row.amount, currency: row.currency };
    },

    async sendPayout(input: PayoutInput) {
      const status = input.phone === SANDBOX_FAILING_PHONE ? 'REFUSED' : 'ACCEPTED';
      await insertSandboxTransaction(db, {
        reference: input.reference,
        kind: 'payout',
        amount: input.amount,
        currency: input.currency,
        description: `${input.prefix}${input.phone}`,
        status,
      });
      return STATUS[status]!;
    },

    async checkPayout(reference: string) {
      const row = await find(reference);
      return row?.kind === 'payout' ? (STATUS[row.status] ?? 'pending') : 'failed';
    },
  };
}

/** The checkout page's decision, recorded on the sandbox's side before it notifies us. */
export const decideSandboxPayment = (
  db: Database,
  reference: string,
  decision: 'ACCEPTED' | 'REFUSED',
  method: string,
) => decideSandboxTransaction(db, reference, decision, method);

export async function findSandboxPayment(db: Database, reference: string) {
  const row = await findSandboxTransaction(db, reference);
  return row?.kind === 'payment' ? row : undefined;
}
