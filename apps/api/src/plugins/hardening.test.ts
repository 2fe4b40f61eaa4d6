// Bad input never gives a 500 and always answers { message, code, fields? } in French.
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { CATALOG_MSG, MSG } from '@sugu/domain';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSeller, photos, postProduct, productForm, type Seller } from '../../test/factories/index.js';
import { setupTestApp } from '../../test/helper.js';

const { app, config } = await setupTestApp();
let shop: Seller;
beforeAll(async () => {
  shop = await buildSeller(app, { shopName: 'Chez Awa' });
});

const expectFrench = (body: { message: string; code: string }) => {
  expect(typeof body.code).toBe('string');
  expect(body.message).not.toMatch(/\b(expected|Invalid|Too big|Too small|must|Unexpected|Body)\b/);
};

describe('NUL characters', () => {
  it('are refused in JSON bodies, query strings and path parameters with a French 400', async () => {
    const cases = [
      app.inject({ method: 'POST', url: '/api/Auth/login', payload: { email: 'a\u0000b', motDePasse: 'x' } }),
      app.inject({ method: 'GET', url: '/api/Product?keyword=bazin%00' }),
      app.inject({ method: 'GET', url: '/api/Shop/search?keyword=%00' }),
      app.inject({ method: 'GET', url: '/api/Product/abc%00def' }),
      app.inject({
        method: 'POST',
        url: '/api/Comment',
        headers: { cookie: shop.cookie },
        payload: { content: 'Bonjour\u0000', publicationId: 'x' },
      }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message: MSG.invalidCharacters, code: 'invalid_characters' });
    }
  });

  it('are refused in multipart fields', async () => {
    const res = await postProduct(
      app,
      shop.cookie,
      productForm({ productName: 'Riz\u0000' }),
      await photos(1),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.invalidCharacters);
  });
});

describe('invisible text', () => {
  it('made only of zero-width characters counts as empty, with the rule’s own message', async () => {
    for (const name of ['\u200b\u200b', '\ufeff', ' \u2060 \u200d ']) {
      const res = await postProduct(app, shop.cookie, productForm({ productName: name }), await photos(1));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CATALOG_MSG.productNameInvalid);
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { email: '\u200b', motDePasse: '\u200b\u200c' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe(MSG.requiredFields);
  });
});

describe('numbers written as text', () => {
  it("are not a stock of 16 or 1000 when written '0x10' or '1e3'", async () => {
    for (const stock of ['0x10', '1e3', ' 12 ']) {
      const res = await postProduct(app, shop.cookie, productForm({ productStock: stock }), await photos(1));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CATALOG_MSG.productStockInvalid);
    }
  });
});

describe('a failed product creation', () => {
  const mediaFiles = async () =>
    (await readdir(path.join(config.dataDir, 'media'))).filter((f) => !f.startsWith('.'));

  it('leaves none of its photos in media storage', async () => {
    const before = await mediaFiles();
    const [good] = await photos(1);
    const files = [good!, { field: 'Files', data: Buffer.from('pas une image'), filename: 'x.jpg' }];
    const res = await postProduct(app, shop.cookie, productForm(), files);
    expect(res.statusCode).toBe(400);
    expect(await mediaFiles()).toEqual(before);
  });

  it('keeps a photo another product already uses', async () => {
    const [shared] = await photos(1);
    expect((await postProduct(app, shop.cookie, productForm(), [shared!])).statusCode).toBe(201);
    const before = await mediaFiles();
    const bad = { field: 'Files', data: Buffer.from('pas une image'), filename: 'x.jpg' };
    expect((await postProduct(app, shop.cookie, productForm(), [shared!, bad])).statusCode).toBe(400);
    expect(await mediaFiles()).toEqual(before);
  });
});

describe('malformed multipart', () => {
  const routes = [
    '/api/User/ajout',
    '/api/Shop/ajout',
    '/api/Shop/modifier/logo/me',
    '/api/Product/ajout',
    '/api/Publication/creation',
  ];
  const bodies: [string, string, string][] = [
    [
      'no boundary',
      'multipart/form-data',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    ],
    [
      'a boundary absent from the body',
      'multipart/form-data; boundary=zzz',
      '--aaa\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--aaa--\r\n',
    ],
    [
      'a truncated body',
      'multipart/form-data; boundary=zzz',
      '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    ],
    ['not multipart at all', 'text/plain', 'bonjour'],
  ];
  for (const url of routes) {
    it(`${url}: a French 400, never a 500`, async () => {
      for (const [what, type, payload] of bodies) {
        const method = url.includes('logo') ? 'PUT' : 'POST';
        const res = await app.inject({
          method,
          url,
          payload,
          headers: { 'content-type': type, cookie: shop.cookie },
        });
        expect([400, 403, 409, 415], `${what}: ${res.body}`).toContain(res.statusCode);
        expectFrench(res.json());
      }
    });
  }
});

describe("Fastify's own errors", () => {
  it('leave in our shape and in French', async () => {
    const cases: [number, InjectOptions][] = [
      [414, { method: 'GET', url: `/api/Product/${'a'.repeat(150)}` }],
      [
        400,
        {
          method: 'POST',
          url: '/api/Auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '{bad',
        },
      ],
      [
        400,
        {
          method: 'POST',
          url: '/api/Auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '',
        },
      ],
      [
        415,
        { method: 'POST', url: '/api/Auth/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' },
      ],
      [
        413,
        {
          method: 'POST',
          url: '/api/Auth/login',
          payload: { email: 'a'.repeat(2_000_000), motDePasse: 'x' },
        },
      ],
      [400, { method: 'GET', url: `/api/Product?keyword=${'a'.repeat(200)}` }],
    ];
    for (const [status, request] of cases) {
      const res = await app.inject(request);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual(
        expect.objectContaining({ message: expect.any(String), code: expect.any(String) }),
      );
      expectFrench(res.json());
    }
    const json = await app.inject(cases[1]![1]);
    expect(json.json()).toEqual({ message: MSG.invalidJson, code: 'invalid_json' });
  });

  it('answers a query string over 16 KB in our shape (Node’s own parser refuses it)', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.get(`${address}/api/Product?keyword=${'a'.repeat(20_000)}`, (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
    });
    expect(status).toBe(431);
    expect(JSON.parse(body)).toEqual({ message: MSG.urlTooLong, code: 'headers_too_large' });
  });
});
