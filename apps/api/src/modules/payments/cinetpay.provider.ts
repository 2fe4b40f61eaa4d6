// CinetPay adapter (https://docs.cinetpay.com): payment initialisation (POST /v2/payment), notification
// authenticated by its `x-token` header (HMAC-SHA256 with the secret key over the posted fields in the
// documented order), status check (POST /v2/payment/check), and the transfer API for payouts
// (auth/login → transfer/contact → transfer/money/send/contact, check with transfer/check/money).
//
// Freshness: CinetPay signs no notification time (cpm_trans_date is when the payment began, and a payer may
// approve minutes later), so signedAt is null. Replays are harmless anyway: the status always comes from
// the check call and an operation settles once. Transfer notifications carry no signature at all: they only
// name the transfer, whose status is then asked of CinetPay.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';
import {
  header,
  type IncomingNotice,
  type PaymentCheck,
  type PaymentProvider,
  type PayoutInput,
  ProviderError,
  type ProviderStatus,
  type StartPaymentInput,
  type VerifiedNotice,
} from './provider.js';

type CinetpayConfig = NonNullable<Config['cinetpay']>;

/** The notification fields the x-token covers, in CinetPay's order. */
const CINETPAY_TOKEN_FIELDS = [
  'cpm_site_id',
  'cpm_trans_id',
  'cpm_trans_date',
  'cpm_amount',
  'cpm_currency',
  'signature',
  'payment_method',
  'cel_phone_num',
  'cpm_phone_prefixe',
  'cpm_language',
  'cpm_version',
  'cpm_payment_config',
  'cpm_page_action',
  'cpm_custom',
  'cpm_designation',
  'cpm_error_message',
] as const;

export function cinetpayToken(secretKey: string, fields: Record<string, unknown>): string {
  const data = CINETPAY_TOKEN_FIELDS.map((name) => String(fields[name] ?? '')).join('');
  return createHmac('sha256', secretKey).update(data).digest('hex');
}

const PAYMENT_STATUS: Record<string, ProviderStatus> = {
  ACCEPTED: 'settled',
  REFUSED: 'failed',
  CANCELED: 'failed',
};
const TRANSFER_STATUS: Record<string, ProviderStatus> = { VAL: 'settled', REJ: 'failed' };
/**
 * The currencies CinetPay's checkout takes (its documentation's `currency` field: XOF, XAF, CDF, GNF, USD).
 * Not GHS, NGN, GMD, SLE or LRD: a wallet in those currencies cannot recharge or withdraw through it.
 */
const CINETPAY_CURRENCIES = ['XOF', 'XAF', 'CDF', 'GNF', 'USD'] as const;
const TOKEN_TTL_MS = 4 * 60_000;
const TIMEOUT_MS = 15_000;
/** CinetPay refuses these characters in a description. */
const cleanDescription = (s: string) => s.replace(/[#/$_&]/g, ' ').slice(0, 180);

export function createCinetpayProvider(
  config: CinetpayConfig,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  let transferToken: { value: string; until: number } | null = null;

  async function call(url: string, init: RequestInit): Promise<Record<string, unknown>> {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new ProviderError(`CinetPay ${url}: HTTP ${response.status}, not JSON`);
    }
  }
  const postJson = (path: string, body: object) =>
    call(`${config.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const transferUrl = (path: string, query: Record<string, string>) =>
    `${config.transferUrl}${path}?${new URLSearchParams({ lang: 'fr', ...query })}`;
  const postForm = (url: string, form: Record<string, string>) =>
    call(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });

  async function token(): Promise<string> {
    if (transferToken && transferToken.until > Date.now()) return transferToken.value;
    if (!config.transferPassword) throw new ProviderError('CINETPAY_TRANSFER_PASSWORD is not set');
    const answer = await postForm(transferUrl('/v1/auth/login', {}), {
      apikey: config.apiKey,
      password: config.transferPassword,
    });
    const value = (answer.data as { token?: unknown } | undefined)?.token;
    if (Number(answer.code) !== 0 || typeof value !== 'string') {
      throw new ProviderError(`CinetPay login refused: ${String(answer.message)}`);
    }
    transferToken = { value, until: Date.now() + TOKEN_TTL_MS };
    return value;
  }

  /** First transfer of a send or check answer: `data` is a list, sometimes of lists. */
  const firstTransfer = (data: unknown): Record<string, unknown> | undefined => {
    let item: unknown = data;
    while (Array.isArray(item)) item = item[0];
    return item && typeof item === 'object' ? (item as Record<string, unknown>) : undefined;
  };
  const transferStatus = (item: Record<string, unknown> | undefined): ProviderStatus =>
    TRANSFER_STATUS[String(item?.treatment_status ?? '').toUpperCase()] ?? 'pending';

  return {
    name: 'cinetpay',
    currencies: CINETPAY_CURRENCIES,

    async startPayment(input: StartPaymentInput) {
      const answer = await postJson('/v2/payment', {
        apikey: config.apiKey,
        site_id: config.siteId,
        transaction_id: input.reference,
        amount: input.amount,
        currency: input.currency,
        description: cleanDescription(input.description),
        notify_url: input.notifyUrl,
        return_url: input.returnUrl,
        channels: 'MOBILE_MONEY',
        lang: 'fr',
        metadata: input.customer.id,
        customer_id: input.customer.id,
        customer_name: input.customer.name,
        customer_surname: input.customer.surname,
        customer_email: input.customer.email,
        ...(input.customer.phone && { customer_phone_number: input.customer.phone }),
      });
      const url = (answer.data as { payment_url?: unknown } | undefined)?.payment_url;
      if (String(answer.code) !== '201' || typeof url !== 'string') {
        throw new ProviderError(`CinetPay payment refused: ${String(answer.code)} ${String(answer.message)}`);
      }
      return { paymentUrl: url };
    },

    verifyNotice({ headers, body }: IncomingNotice): VerifiedNotice | null {
      if (!body || typeof body !== 'object') return null;
      const fields = body as Record<string, unknown>;
      if (typeof fields.client_transaction_id === 'string' && fields.client_transaction_id) {
        return { reference: fields.client_transaction_id, kind: 'payout', signedAt: null };
      }
      const given = header(headers, 'x-token');
      if (!given || typeof fields.cpm_trans_id !== 'string' || String(fields.cpm_site_id) !== config.siteId) {
        return null;
      }
      const expected = Buffer.from(cinetpayToken(config.secretKey, fields), 'hex');
      const received = Buffer.from(given, 'hex');
      if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
      return { reference: fields.cpm_trans_id, kind: 'payment', signedAt: null };
    },

    async checkPayment(reference: string): Promise<PaymentCheck> {
      const answer = await postJson('/v2/payment/check', {
        apikey: config.apiKey,
        site_id: config.siteId,
        transaction_id: reference,
      });
      const data = (answer.data ?? {}) as { status?: unknown; amount?: unknown; currency?: unknown };
      const status = PAYMENT_STATUS[String(data.status ?? '').toUpperCase()] ?? 'pending';
      const amount = Number(data.amount);
      return {
        status,
        amount: Number.isFinite(amount) ? amount : null,
        currency: typeof data.currency === 'string' ? data.currency : null,
      };
    },

    async sendPayout(input: PayoutInput) {
      let auth: string;
      try {
        auth = await token();
      } catch (error) {
        // Nothing was sent: a definite failure, the held amount goes back.
        if (error instanceof ProviderError) return 'failed';
        throw error;
      }
      await postForm(transferUrl('/v1/transfer/contact', { token: auth }), {
        data: JSON.stringify([
          {
            prefix: input.prefix,
            phone: input.phone,
            name: input.name,
            surname: input.surname,
            email: input.email,
          },
        ]),
      });
      const answer = await postForm(transferUrl('/v1/transfer/money/send/contact', { token: auth }), {
        data: JSON.stringify([
          {
            prefix: input.prefix,
            phone: input.phone,
            amount: input.amount,
            client_transaction_id: input.reference,
            notify_url: input.notifyUrl,
          },
        ]),
      });
      if (Number(answer.code) !== 0) return 'failed';
      return transferStatus(firstTransfer(answer.data));
    },

    async checkPayout(reference: string) {
      const answer = await call(
        transferUrl('/v1/transfer/check/money', { token: await token(), client_transaction_id: reference }),
        { method: 'GET' },
      );
      if (Number(answer.code) !== 0) return 'pending';
      return transferStatus(firstTransfer(answer.data));
    },
  };
}
