// Test factories: accounts through the real endpoints (sign-up, login), multipart bodies for inject.
import { randomBytes } from 'node:crypto';
import type { MeResponse } from '@sugu/domain';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { App } from '../src/app.js';
import { sessionCookie } from './helper.js';

export type SignUpFields = Record<string, string>;
/** A field set to undefined is left out of the form. */
export type SignUpOverrides = Record<string, string | undefined>;

export const TEST_PASSWORD = 'Motdepasse1';
export const TEST_PIN = '1234';

const uniqueSuffix = () => randomBytes(4).toString('hex');

/** A sign-up form that passes every rule, with a fresh username and email. */
export function validSignUp(overrides: SignUpOverrides = {}): SignUpFields {
  const username = `u${uniqueSuffix()}`;
  const fields: SignUpOverrides = {
    role: 'Client',
    name: 'Traoré',
    firstName: 'Awa',
    gender: 'Femme',
    email: `${username}@exemple.ml`,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    username,
    phone: '76123456',
    operator: 'Orange',
    country: 'ML',
    city: 'Bamako',
    area: 'Hamdallaye',
    pin: TEST_PIN,
    confirmPin: TEST_PIN,
    dialCode: '+223',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as SignUpFields;
}

export interface UploadFile {
  field: string;
  data: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart body for app.inject: `{ payload, headers }` built by the platform's FormData encoder. */
export async function multipartPayload(fields: Record<string, string>, files: UploadFile[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const type = file.type ?? 'image/jpeg';
    form.append(file.field, new Blob([new Uint8Array(file.data)], { type }), file.filename ?? 'photo.jpg');
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** Sends a multipart request (sign-up, shop, product, publication forms). */
export async function injectMultipart(
  app: App,
  options: {
    method?: 'POST' | 'PUT';
    url: string;
    fields?: Record<string, string>;
    files?: UploadFile[];
    cookie?: string;
  },
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await multipartPayload(options.fields ?? {}, options.files ?? []);
  return app.inject({
    method: options.method ?? 'POST',
    url: options.url,
    payload,
    headers: { ...headers, ...(options.cookie && { cookie: options.cookie }) },
  });
}

/** A small real JPEG (decodable by the media pipeline). */
export function testJpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
}

/** POST /api/User/ajout with the raw response, for tests of the sign-up itself. */
export function postSignUp(app: App, fields: SignUpFields, files: UploadFile[] = []) {
  return injectMultipart(app, { url: '/api/User/ajout', fields, files });
}

/** Logs in; throws unless the login succeeds. */
export async function login(
  app: App,
  identifier: string,
  password: string = TEST_PASSWORD,
): Promise<{ cookie: string; user: MeResponse }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    payload: { email: identifier, motDePasse: password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res), user: res.json().user };
}

/**
 * Creates an account through the sign-up endpoint and logs it in. `body` is the form sent (password, pin…).
 * Pass `{ role: 'Vendeur' }` for a seller (a shop still has to be created).
 */
export async function signUp(
  app: App,
  overrides: SignUpOverrides = {},
  files: UploadFile[] = [],
): Promise<{ userId: string; cookie: string; user: MeResponse; body: SignUpFields }> {
  const body = validSignUp(overrides);
  const res = await postSignUp(app, body, files);
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const { cookie, user } = await login(app, body.username ?? body.email ?? '', body.password);
  return { userId: res.json().userId, cookie, user, body };
}
