// /api/User: sign-up (multipart), the connected user, the auth check and the PIN confirmation.
import {
  ConfirmPinBody,
  MeResponse,
  MessageResponse,
  MSG,
  PinErrorResponse,
  SignUpResponse,
  TestAuthResponse,
} from '@sugu/domain';
import type { FastifyRequest } from 'fastify';
import type { ModuleRoutes } from '../../context.js';
import { statedLocale } from '../../i18n.js';
import { readImageFiles } from '../../media/upload.js';
import { perAccount, perAddress } from '../../plugins/rate-limit.js';
import { currentUser, requireUser } from '../../session/session.js';
import { confirmPin } from './pin.service.js';
import { presentMe } from './users.presenter.js';
import { signUp } from './users.service.js';
import { startSuspensionSweeper } from './users.timers.js';

const TAGS = ['Comptes'];
/** The picture's field name: `file` in the spec, the two others from older clients. */
const PICTURE_FIELDS = ['file', 'picture', 'profilePicture'];

const LIMITS = {
  signUpPerAddress: { max: 20, timeWindow: '10 minutes' },
  pinPerAddress: { max: 60, timeWindow: '1 minute' },
  pinPerAccount: { max: 20, timeWindow: '1 minute' },
};

export const usersRoutes: ModuleRoutes = async (app, { ctx }) => {
  if (ctx.config.env !== 'test') startSuspensionSweeper(app, ctx);
  app.post(
    '/api/User/ajout',
    {
      config: perAddress(LIMITS.signUpPerAddress),
      schema: {
        tags: TAGS,
        summary: 'Inscription (multipart : champs du formulaire et photo facultative `file`)',
        consumes: ['multipart/form-data'],
        response: { 201: SignUpResponse },
      },
    },
    async (request, reply) => {
      const form = await readSignUpForm(request);
      const language = statedLocale(request.headers['accept-language']);
      const { userId } = await signUp(ctx, { ...form, language });
      return reply.status(201).send({ message: MSG.signUpSuccess, userId });
    },
  );

  app.get(
    '/api/User/me',
    {
      preHandler: requireUser,
      schema: { tags: TAGS, summary: 'Utilisateur connecté', response: { 200: MeResponse } },
    },
    async (request) => presentMe(ctx.db, currentUser(request)),
  );

  // Not in the spec: the web app's start-up probe. A guest gets 200 `null` instead of /me's 401, so a
  // first visit does not log a failed request in the browser console (Lighthouse "errors in console").
  app.get(
    '/api/User/session',
    {
      schema: {
        tags: TAGS,
        summary: 'Utilisateur connecté, ou null pour un invité',
        response: { 200: MeResponse.nullable() },
      },
    },
    async (request) => (request.auth ? presentMe(ctx.db, request.auth.user) : null),
  );

  app.get(
    '/api/User/test-auth',
    { preHandler: requireUser, schema: { tags: TAGS, response: { 200: TestAuthResponse } } },
    async (request) => {
      const user = currentUser(request);
      return { authenticated: true as const, userId: user.id, role: user.role };
    },
  );

  app.post(
    '/api/User/confirm-pin',
    {
      config: perAddress(LIMITS.pinPerAddress),
      preHandler: [
        requireUser,
        perAccount(app, 'pin', LIMITS.pinPerAccount, (request) => request.auth?.user.id),
      ],
      schema: {
        tags: TAGS,
        summary: "Confirme le code PIN et autorise l'opération sensible suivante",
        body: ConfirmPinBody,
        response: { 200: MessageResponse, 400: PinErrorResponse, 429: PinErrorResponse },
      },
    },
    async (request, reply) => {
      // The body's email is ignored: the PIN checked is the connected user's.
      const auth = request.auth!;
      const result = await confirmPin(ctx.db, auth.user, auth.sessionId, request.body.code);
      if (result.ok) return { message: MSG.pinValidated };
      switch (result.code) {
        case 'pin_not_set':
          return reply.status(400).send({ message: MSG.pinNotSet, code: result.code });
        case 'pin_incorrect':
          return reply.status(400).send({
            message: MSG.pinIncorrect,
            code: result.code,
            remainingAttempts: result.remainingAttempts,
          });
        case 'pin_locked':
          return reply.status(429).header('retry-after', result.retryAfterSeconds).send({
            message: MSG.pinLocked,
            code: result.code,
            lockedUntil: result.lockedUntil.toISOString(),
            retryAfterSeconds: result.retryAfterSeconds,
          });
      }
    },
  );
};

/** The sign-up form's text fields and picture; a JSON body (no picture) is accepted as well. */
async function readSignUpForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    const body = request.body;
    return {
      fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
      picture: null,
    };
  }
  const form = await readImageFiles(request, {
    fileFields: PICTURE_FIELDS,
    maxFiles: 1,
    extraFiles: 'ignore',
  });
  return { fields: form.fields, picture: form.files[0]?.buffer ?? null };
}
