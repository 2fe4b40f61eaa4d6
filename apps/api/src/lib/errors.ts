// One error type with a status, a stable snake_case code and the French message the client shows.
import { ErrorResponse, MSG } from '@sugu/domain';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const invalid = (message: string, fields?: Record<string, string>, code = 'invalid_input') =>
  new AppError(400, code, message, fields);
export const unauthenticated = (message: string = MSG.unauthenticated) =>
  new AppError(401, 'unauthenticated', message);
export const forbidden = (message: string = MSG.forbidden, code = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (message: string = MSG.notFound, code = 'not_found') =>
  new AppError(404, code, message);
export const conflict = (message: string, code = 'conflict', fields?: Record<string, string>) =>
  new AppError(409, code, message, fields);
/** Well-formed but contradicting what the server already holds (an Idempotency-Key reused with another body). */
export const unprocessable = (message: string, code: string) => new AppError(422, code, message);
export const tooLarge = (message: string = MSG.tooLarge) => new AppError(413, 'too_large', message);
export const tooMany = (message: string = MSG.tooManyRequests, code = 'too_many_requests') =>
  new AppError(429, code, message);

/** The error answers a route documents (OpenAPI), each the one `{ message, code, fields? }` shape. */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorResponse])) as Record<S, typeof ErrorResponse>;
