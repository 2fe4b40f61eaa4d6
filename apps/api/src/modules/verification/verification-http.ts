// What the e-mail and phone verification routes share: the per-address limits and the resend delay's 429.
import type { FastifyReply } from 'fastify';
import { ResendTooSoonError } from './verification.service.js';

// Per account, the resend delay and the wrong-try limit apply; per client address, a generous cap
// (many phones share one carrier address).
export const LIMITS = {
  sendPerAddress: { max: 30, timeWindow: '10 minutes' },
  verifyPerAddress: { max: 60, timeWindow: '1 minute' },
};

/** The resend delay's 429 carries the seconds left so the popup can count down; other errors go on. */
export function resendTooSoon(reply: FastifyReply, error: unknown) {
  if (!(error instanceof ResendTooSoonError)) throw error;
  return reply
    .status(429)
    .header('retry-after', String(error.retryAfterSeconds))
    .send({
      message: error.message,
      code: 'code_resend_too_soon' as const,
      retryAfterSeconds: error.retryAfterSeconds,
      expiresInSeconds: error.expiresInSeconds,
    });
}
