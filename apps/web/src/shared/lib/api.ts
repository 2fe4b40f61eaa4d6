// The API client: same-origin fetch with the session cookie; failures become ApiError with the French message.
import { activeLocale, MSG } from '@sugu/domain';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly fields: Record<string, string> = {},
    /** The answer's Retry-After in seconds (a lock, a rate limit): counted from its arrival, not a date. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/**
 * A 2xx answer that breaks the shared contract (a field missing or of another type): the screen shows the
 * generic error instead of rendering `undefined`, and a test catches the drift.
 */
export class ContractError extends ApiError {
  constructor(
    status: number,
    readonly path: string,
    readonly issues: string[],
  ) {
    super(status, MSG.genericError, 'contract_error');
  }
}

/** What the client needs of a shared Zod schema (the web app does not depend on zod itself). */
interface ResponseSchema<T> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A schema loaded on first use, in parallel with the request: the answer is still checked, but zod stays
 * off the script a page waits for (the feed card's like, share and follow use it).
 */
export interface LazySchema<T> {
  load: () => Promise<ResponseSchema<T>>;
}

type SchemaSource<T> = ResponseSchema<T> | LazySchema<T>;

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

async function request<T>(
  method: string,
  path: string,
  body?: Body,
  source?: SchemaSource<T>,
  headers: Record<string, string> = {},
): Promise<T> {
  const loading = source && 'load' in source ? source.load() : source;
  // A failed chunk load must not surface as an unhandled rejection before it is awaited below.
  if (loading instanceof Promise) loading.catch(() => {});
  // The chosen language words the server's messages (a connected user's saved one wins on the server).
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { 'Accept-Language': activeLocale(), ...headers },
  };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new ApiError(0, MSG.networkError, 'network_error');
  }
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const err = (data ?? {}) as { message?: string; code?: string; fields?: Record<string, string> };
    const retryAfter = Number(res.headers.get('Retry-After') ?? Number.NaN);
    throw new ApiError(
      res.status,
      err.message ?? MSG.genericError,
      err.code ?? 'error',
      err.fields,
      Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
    );
  }
  if (!loading) return data as T;
  let schema: ResponseSchema<T>;
  try {
    schema = await loading;
  } catch {
    throw new ApiError(0, MSG.networkError, 'network_error');
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
  throw new ContractError(res.status, path, issues);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * With a schema (the shared one of @sugu/domain), the answer is parsed: details and mutations use it.
 * Hot lists (feed and catalogue pages, comments, notifications) are only typed: parsing 50 publications
 * on every scroll costs more on a low-end phone than the check is worth, and the server already
 * serializes them through the same schemas (docs/ARCHITECTURE.md, « Application web »).
 */
export const api = {
  get: <T>(path: string, schema?: SchemaSource<T>) => request<T>('GET', path, undefined, schema),
  post: <T>(path: string, body?: Body, schema?: SchemaSource<T>, headers?: Record<string, string>) =>
    request<T>('POST', path, body, schema, headers),
  put: <T>(path: string, body?: Body, schema?: SchemaSource<T>) => request<T>('PUT', path, body, schema),
  /** `body`: a DELETE that carries one (an operator's reason). */
  delete: <T>(path: string, schema?: SchemaSource<T>, body?: Body) =>
    request<T>('DELETE', path, body, schema),
};

/**
 * The one honest text for a failed call: no server reached, too many attempts, a server fault, or
 * the server's own French message for any other refusal. `byStatus` lets a form word a known refusal its
 * own way (login: only a real 401 says the credentials are wrong).
 */
export function failureMessage(err: unknown, byStatus: Partial<Record<number, string>> = {}): string {
  if (!(err instanceof ApiError) || err instanceof ContractError) return MSG.genericError;
  if (err.status === 0) return MSG.networkError;
  if (err.status === 429) return MSG.tooManyRequests;
  if (err.status >= 500) return MSG.genericError;
  return byStatus[err.status] ?? err.message;
}
