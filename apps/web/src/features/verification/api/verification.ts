// Email verification calls and the dev mailbox.
import {
  type DevMailboxResponse,
  type DevSmsOutboxResponse,
  MessageResponse,
  MSG,
  PendingCodeResponse,
  type ResendTooSoonResponse,
  type SendCodeResponse,
} from '@sugu/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../shared/lib/api';

/** What the popup needs to count down: a fresh code, or the wait left before one (429). */
export type SendCodeResult =
  | { sent: true; expiresInSeconds: number; resendAfterSeconds: number }
  | { sent: false; expiresInSeconds: number; resendAfterSeconds: number };

export const sendCode = (email: string) => codeRequest('POST', '/api/Verification/send-code', { email });

/** Replaces the unverified address (sign-up rules, unique) and mails a code there. */
export const changeEmail = (email: string) => codeRequest('PUT', '/api/Verification/email', { email });

/** A code by SMS to the account's number, or to `phone`, which then replaces it (no longer verified). */
export const sendPhoneCode = (phone?: string) =>
  codeRequest('POST', '/api/Verification/phone/send-code', phone ? { phone } : {});

/** What is left of the code already sent by SMS. */
export const pendingPhoneCode = () => api.get('/api/Verification/phone/pending', PendingCodeResponse);

export const verifyPhoneCode = (code: string) =>
  api.post('/api/Verification/phone/verify-code', { code }, MessageResponse);

/** What is left of the code already sent: the popup reuses it rather than sending one on every visit. */
export const pendingCode = () => api.get('/api/Verification/pending', PendingCodeResponse);

/** Raw fetch rather than `api.post`: the 429 body carries the seconds left, which ApiError drops. */
async function codeRequest(method: 'POST' | 'PUT', path: string, body: object): Promise<SendCodeResult> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, MSG.networkError, 'network_error');
  }
  const answer = (await res.json().catch(() => ({}))) as Partial<
    SendCodeResponse & ResendTooSoonResponse & { fields: Record<string, string> }
  >;
  if (res.ok) {
    return {
      sent: true,
      expiresInSeconds: answer.expiresInSeconds ?? 0,
      resendAfterSeconds: answer.resendAfterSeconds ?? 0,
    };
  }
  if (answer.code === 'code_resend_too_soon') {
    return {
      sent: false,
      expiresInSeconds: answer.expiresInSeconds ?? 0,
      resendAfterSeconds: answer.retryAfterSeconds ?? 0,
    };
  }
  throw new ApiError(res.status, answer.message ?? MSG.genericError, answer.code ?? 'error', answer.fields);
}

export const verifyCode = (email: string, code: string) =>
  api.post('/api/Verification/verify-code', { email, code }, MessageResponse);

const devMailboxQueryOptions = (to: string) =>
  queryOptions({
    queryKey: ['dev-mailbox', to],
    queryFn: () =>
      api.get<DevMailboxResponse>(`/api/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}`),
    retry: false,
    // A developer waiting for a code sees it arrive without reloading.
    refetchInterval: 5000,
  });

export function useDevMailbox(to: string) {
  return useQuery(devMailboxQueryOptions(to));
}

/** The dev SMS outbox (SMS_PROVIDER=outbox): 404 when SMS go to a real provider. */
export function useDevSms() {
  return useQuery({
    queryKey: ['dev-sms'],
    queryFn: () => api.get<DevSmsOutboxResponse>('/api/dev/sms'),
    retry: false,
    refetchInterval: 5000,
  });
}
