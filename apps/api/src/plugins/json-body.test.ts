// Bodies nested too deep or holding too many values (JSON_LIMITS): a French 400 before anything walks them,
// on every route of the document, never a 500; the largest real body still goes through.
import { JSON_LIMITS, MSG } from '@sugu/domain';
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { buildLightUsers, buildNotifications } from '../../test/factories/index.js';
import { setupTestApp } from '../../test/helper.js';

const { app } = await setupTestApp();
const [user] = await buildLightUsers(app, 1);
const BODY_LIMIT = 1024 * 1024;

/** 10 KB of '[[[[…]]]]': depth 5 000. */
const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
/** Exactly the body limit of '[0,0,0,…]': about 500 000 values at depth 1. */
const wide = `[${'0,'.repeat(Math.floor((BODY_LIMIT - 3) / 2))}0]`.padEnd(BODY_LIMIT);
const json = { 'content-type': 'application/json' };

const operations = Object.entries((app.swagger() as OpenAPIV3.Document).paths).flatMap(([route, item]) =>
  (['get', 'post', 'put', 'delete'] as const)
    .filter((method) => item?.[method])
    .map((method) => ({ method: method.toUpperCase() as 'GET', url: route.replace(/\{\w+\}/g, 'x') })),
);

describe('a deeply nested JSON body', () => {
  it('is a French 400 on the provider notification route, without a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Payments/notify/sandbox',
      headers: json,
      payload: deep,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: MSG.jsonTooDeep, code: 'json_too_deep' });
  });

  it('counts only brackets outside strings, and refuses one level past the limit', async () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth - 1)}["[[[[{{{{"]${'}'.repeat(depth - 1)}`;
    const at = await app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: json,
      payload: nested(JSON_LIMITS.maxDepth),
    });
    expect(at.json().code).not.toBe('json_too_deep');
    const past = await app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: json,
      payload: nested(JSON_LIMITS.maxDepth + 1),
    });
    expect(past.json().code).toBe('json_too_deep');
  });

  it('keeps refusing __proto__ and constructor poisoning like Fastify’s own parser', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: json,
      payload: '{"email":"a@b.ml","motDePasse":"x","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.invalidJson, code: 'invalid_json' });
  });
});

describe('every route of the OpenAPI document', () => {
  it(`answers a deep body, a ${BODY_LIMIT}-byte wide body and a larger one with 400 or 413, never 500`, async () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const { method, url } of operations) {
      for (const cookie of [undefined, user!.cookie]) {
        const send = (payload: string) =>
          app.inject({ method, url, payload, headers: { ...json, ...(cookie && { cookie }) } });
        const [tooDeep, tooWide, tooLarge] = await Promise.all([send(deep), send(wide), send(`${wide} `)]);
        const label = `${method} ${url} ${cookie ? 'signed in' : 'guest'}`;
        if (method === 'GET') {
          // Nobody reads a GET body: the route answers as without one.
          for (const res of [tooDeep, tooWide, tooLarge]) expect(res.statusCode, label).toBeLessThan(500);
          continue;
        }
        if (!cookie && tooDeep.statusCode === 401) {
          // A route closed to guests from its first hook: the body is never read.
          expect([tooWide.statusCode, tooLarge.statusCode], label).toEqual([401, 401]);
          continue;
        }
        if (tooDeep.json().code === 'operator_only') {
          // An operators' route (/api/Admin) refuses everyone else from its first hook: the same.
          expect([tooWide.statusCode, tooLarge.statusCode], label).toEqual([403, 403]);
          continue;
        }
        expect([tooDeep.statusCode, tooDeep.json().code], label).toEqual([400, 'json_too_deep']);
        expect([tooWide.statusCode, tooWide.json().code], label).toEqual([400, 'json_too_many_members']);
        expect(tooLarge.statusCode, label).toBe(413);
      }
    }
  });

  it('refuses a provider form body with too many fields, and one over its 64 KB', async () => {
    const send = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/Payments/notify/sandbox',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const wideForm = await send('a=1&'.repeat((64 * 1024) / 4 - 1));
    expect(wideForm.statusCode).toBe(400);
    expect(wideForm.json()).toEqual({ message: MSG.jsonTooManyMembers, code: 'json_too_many_members' });
    expect((await send('a=1&'.repeat(64 * 256 + 1))).statusCode).toBe(413);
  });
});

describe('query strings', () => {
  it('stay flat: thousands of parameters or bracketed names answer without a 500', async () => {
    const many = Array.from({ length: 4000 }, (_, i) => `keyword=${i % 2 ? 'a' : 'b'}`).join('&');
    const nested = `a${'[b]'.repeat(2000)}=1`;
    for (const query of [many, nested, `minPrice=${'9'.repeat(40)}&maxPrice=9007199254740993`]) {
      const res = await app.inject({ method: 'GET', url: `/api/Product?${query}` });
      expect(res.statusCode, query.slice(0, 40)).toBe(200);
    }
  });
});

describe('the largest real body', () => {
  it('marks 500 + 500 notifications read in one call', async () => {
    const ids = await buildNotifications(app, user!.userId, 1000);
    const res = await app.inject({
      method: 'POST',
      url: '/api/Notification/mark-read',
      headers: { cookie: user!.cookie },
      payload: { NotifIds: ids.slice(0, 500), notifIds: ids.slice(500) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ unreadCount: 0 });
  });
});
