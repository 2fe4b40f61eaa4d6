// Errors Fastify and Node raise before our handlers run, in our { message, code } shape and in French:
// the router's (bad URL, path parameter over maxParamLength), the body parsers', and the HTTP parser's
// (request line or headers too large, e.g. a query string over 16 KB).
import http from 'node:http';
import type { Socket } from 'node:net';
import { MSG } from '@sugu/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export interface ErrorBody {
  status: number;
  message: string;
  code: string;
}

/** The French answer to a framework error, or null when it is not one we know. */
export function frameworkError(error: FastifyError): ErrorBody | null {
  switch (error.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, message: MSG.urlTooLong, code: 'url_too_long' };
    case 'FST_ERR_BAD_URL':
      return { status: 400, message: MSG.badRequest, code: 'bad_url' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: MSG.invalidJson, code: 'invalid_json' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: MSG.unsupportedContentType, code: 'unsupported_content_type' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: MSG.badRequest, code: 'bad_request' };
  }
  // The JSON parser's own syntax error (secure-json-parse) carries a 400 and no code.
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, message: MSG.invalidJson, code: 'invalid_json' };
  }
  return null;
}

/** Fastify's `frameworkErrors` option: the router's errors, before any route or error handler. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = frameworkError(error) ?? { status: 400, message: MSG.badRequest, code: 'bad_request' };
  void reply.status(known.status).send({ message: known.message, code: known.code });
}

/** Fastify's `clientErrorHandler` option: Node's HTTP parser failed, there is no request object. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message, code] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, MSG.urlTooLong, 'headers_too_large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, MSG.genericError, 'request_timeout']
        : [400, MSG.badRequest, 'bad_request'];
  const body = JSON.stringify({ message, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
