// One interface for every mobile-money provider: the built-in sandbox (default, tests) and CinetPay.
// Our side never trusts a notification's content: it only learns *which* transaction changed, checks the
// signature and freshness, then asks the provider itself for the status (server to server).

/** What the provider says of a transaction. */
export type ProviderStatus = 'settled' | 'failed' | 'pending';

export interface PaymentCheck {
  status: ProviderStatus;
  /** As the provider recorded it: a settlement whose amount or currency differs is refused. */
  amount: number | null;
  currency: string | null;
}

export interface StartPaymentInput {
  /** Our reference (the operation id), the provider's transaction id. */
  reference: string;
  amount: number;
  currency: string;
  description: string;
  customer: { id: string; name: string; surname: string; email: string; phone: string | null };
  notifyUrl: string;
  returnUrl: string;
}

export interface PayoutInput {
  reference: string;
  amount: number;
  currency: string;
  prefix: string;
  phone: string;
  name: string;
  surname: string;
  email: string;
  notifyUrl: string;
}

export interface VerifiedNotice {
  reference: string;
  kind: 'payment' | 'payout';
  /** When the provider signed it, if it signs a time: older than NOTICE_MAX_AGE_MS is refused. */
  signedAt: Date | null;
}

export interface IncomingNotice {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'cinetpay';
  /**
   * The currencies it can collect and pay out, null for every one (the sandbox): a recharge or withdrawal
   * in another is refused before anything is written (wallet/transfer-rules.ts).
   */
  readonly currencies: readonly string[] | null;
  /** Registers the payment with the provider; answers where the payer's browser goes. */
  startPayment(input: StartPaymentInput): Promise<{ paymentUrl: string }>;
  /** Authenticates a notification; null when forged or malformed. */
  verifyNotice(notice: IncomingNotice): VerifiedNotice | null;
  checkPayment(reference: string): Promise<PaymentCheck>;
  /** Sends a withdrawal to the payee's mobile-money account; 'pending' means a notification will follow. */
  sendPayout(input: PayoutInput): Promise<ProviderStatus>;
  checkPayout(reference: string): Promise<ProviderStatus>;
}

/** Whether `provider` can move money in `currency`. */
export const providerTakes = (provider: PaymentProvider, currency: string): boolean =>
  provider.currencies === null || provider.currencies.includes(currency);

export const NOTICE_MAX_AGE_MS = 5 * 60_000;

export class ProviderError extends Error {}

/** Header values arrive as string, string[] or undefined. */
export const header = (headers: IncomingNotice['headers'], name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};
