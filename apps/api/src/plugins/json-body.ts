// The application/json parser: Fastify's own (secure-json-parse, refusing __proto__ and constructor
// poisoning), behind a scan of the raw text that refuses a body nested deeper or holding more values than
// JSON_LIMITS. Nothing walks a body before this: not JSON.parse, not the input guard, not a schema, so
// 10 KB of '[[[[…' is a French 400, never a stack overflow.
import { JSON_LIMITS, MSG } from '@sugu/domain';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../lib/errors.js';

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Why `text` may not be parsed: 'deep' or 'wide'; null when it is within the limits. Counts brackets and
 * commas outside strings only (a value's count is at most containers + commas); malformed text is left
 * to JSON.parse.
 */
function jsonShapeProblem(text: string, limits = JSON_LIMITS): 'deep' | 'wide' | null {
  let depth = 0;
  let members = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > limits.maxDepth) return 'deep';
      if (++members > limits.maxMembers) return 'wide';
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    } else if (c === COMMA && ++members > limits.maxMembers) {
      return 'wide';
    }
  }
  return null;
}

/** The same count for a form body: one value per `&`-separated pair. */
export function formShapeProblem(text: string, limits = JSON_LIMITS): 'wide' | null {
  let members = 1;
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) {
    if (++members > limits.maxMembers) return 'wide';
  }
  return null;
}

export const shapeError = (problem: 'deep' | 'wide') =>
  problem === 'deep'
    ? invalid(MSG.jsonTooDeep, undefined, 'json_too_deep')
    : invalid(MSG.jsonTooManyMembers, undefined, 'json_too_many_members');

export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonShapeProblem(body as string);
    if (problem) {
      done(shapeError(problem), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
