// The one error handler: every error leaves as { message, code, fields? } with the right status.
import { MSG, translateText } from '@sugu/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { localeOf } from '../i18n.js';
import { AppError } from '../lib/errors.js';
import { fieldMessages } from '../lib/validation.js';
import { frameworkError } from './framework-errors.js';

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // Messages fixed before the request (a Zod rule's) leave in the request's language too.
    const locale = localeOf(request);
    const say = (text: string) => translateText(text, locale);
    const sayAll = (fields: Record<string, string>) =>
      Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, say(text)]));
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        message: say(error.message),
        code: error.code,
        ...(error.fields && { fields: sayAll(error.fields) }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? MSG.requiredFields,
      }));
      return reply.status(400).send({
        message: say(issues[0]?.message ?? MSG.requiredFields),
        code: 'invalid_input',
        fields: sayAll(fieldMessages(issues)),
      });
    }
    const known = frameworkError(error);
    if (known) return reply.status(known.status).send({ message: say(known.message), code: known.code });
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send({ message: say(MSG.tooLarge), code: 'too_large' });
    }
    if (status === 429) {
      return reply.status(429).send({ message: say(MSG.tooManyRequests), code: 'too_many_requests' });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, and the like: the request is wrong, say so in French.
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ message: say(MSG.requiredFields), code: 'bad_request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: say(MSG.genericError), code: 'internal_error' });
  });
}
