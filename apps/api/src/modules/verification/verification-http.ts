// What the e-mail and phone verification routes share: the per-address limits, the resend delay's 429 and
// the shape of their routes (send a code, read the pending one, verify it), each for the connected user.
import {
  ErrorResponse,
  MessageResponse,
  PendingCodeResponse,
  ResendTooSoonResponse,
  SendCodeResponse,
} from '@sugu/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { perAddress } from '../../plugins/rate-limit.js';
import { currentUser, requireUser, type UserRow } from '../../session/session.js';
import { ResendTooSoonError } from './verification.service.js';

// Per account, the resend delay and the wrong-try limit apply; per client address, a generous cap
// (many phones share one carrier address).
const LIMITS = {
  sendPerAddress: { max: 30, timeWindow: '10 minutes' },
  verifyPerAddress: { max: 60, timeWindow: '1 minute' },
};

/** The resend delay's 429 carries the seconds left so the popup can count down; other errors go on. */
function resendTooSoon(reply: FastifyReply, error: unknown) {
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

type App = Parameters<ModuleRoutes>[0];
type Run<Body extends z.ZodType, Result> = (user: UserRow, body: z.infer<Body>) => Promise<Result>;

const documented = (summary: string) => ({
  tags: ['Verification'],
  summary,
  security: [{ session: [] }],
});

/** The verification routes of one channel (e-mail, phone): every route needs a session (401 first). */
export function codeRoutes(app: App) {
  return {
    /** A route that sends a code: limited per address; 429 for the resend delay (with the seconds left). */
    sender<Body extends z.ZodType>(
      method: 'POST' | 'PUT',
      url: string,
      summary: string,
      body: Body,
      run: Run<Body, SendCodeResponse>,
    ) {
      app.route({
        method,
        url,
        // onRequest, so a guest gets 401 before the body is even read.
        onRequest: requireUser,
        config: perAddress(LIMITS.sendPerAddress),
        schema: {
          ...documented(summary),
          body,
          response: { 200: SendCodeResponse, 429: z.union([ResendTooSoonResponse, ErrorResponse]) },
        },
        handler: async (request, reply) => {
          try {
            return await run(currentUser(request), request.body as z.infer<Body>);
          } catch (error) {
            return resendTooSoon(reply, error);
          }
        },
      });
    },
    /** What is left of the code already sent (a popup does not send another on every visit). */
    pending(url: string, summary: string, run: (user: UserRow) => Promise<PendingCodeResponse>) {
      app.get(
        url,
        {
          onRequest: requireUser,
          schema: { ...documented(summary), response: { 200: PendingCodeResponse } },
        },
        (request) => run(currentUser(request)),
      );
    },
    /** The code's check: limited per address. */
    verifier<Body extends z.ZodType>(
      url: string,
      summary: string,
      body: Body,
      run: Run<Body, MessageResponse>,
    ) {
      app.post(
        url,
        {
          onRequest: requireUser,
          config: perAddress(LIMITS.verifyPerAddress),
          schema: { ...documented(summary), body, response: { 200: MessageResponse } },
        },
        (request) => run(currentUser(request), request.body as z.infer<Body>),
      );
    },
  };
}
