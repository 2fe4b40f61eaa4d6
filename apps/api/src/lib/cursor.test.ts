// Tampered keyset cursors on every paginated list: a 400 'invalid_cursor' with the French message, never
// a 500 (a cursor reaching PostgreSQL with a value it refuses). The forged cursors carry the right list
// kind, so it is the key check that refuses them.
import { CATALOG_MSG } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import { buildConversation, buildPublications, buildSeller, buildUser } from '../../test/factories/index.js';
import { setupTestApp } from '../../test/helper.js';
import { decodeCursor, encodeCursor, isTimestampKey } from './cursor.js';

const { app } = await setupTestApp();
const seller = await buildSeller(app);
const [publicationId] = await buildPublications(app, seller, 1);
const client = await buildUser(app);
const chat = await buildConversation(app);

const UUID = '0190a5b4-7c1e-7d3a-8f00-000000000001';
const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Cursors no list of kind `kind` ever made, for a list keyed on a timestamp. */
const timeCursors = (kind: string) => ({
  'not base64 JSON': '%%%not-a-cursor',
  'JSON but not an array': forge({ kind, key: '2026-01-01T10:00:00.000000Z', id: UUID }),
  'another list’s kind': forge([
    kind === 'orders' ? 'reviews' : 'orders',
    '2026-01-01T10:00:00.000000Z',
    UUID,
  ]),
  'impossible date and time': forge([kind, '2026-13-45T25:61:61.000000Z', UUID]),
  'out-of-range offset': forge([kind, '2026-01-01T10:00:00.000000+99:99', UUID]),
  '30 February': forge([kind, '2026-02-30T10:00:00.000000Z', UUID]),
  'number as timestamp': forge([kind, 1767261600000, UUID]),
  'id that is not a UUID': forge([kind, '2026-01-01T10:00:00.000000Z', 'abc']),
  'id of the wrong type': forge([kind, '2026-01-01T10:00:00.000000Z', 42]),
});

/** Every paginated list: its URL (ending with the cursor parameter and `=`), its kind and cookie. */
const timeLists = [
  { url: '/api/Product?sort=recent&cursor=', kind: 'recent' },
  { url: `/api/Product/feed/${client.userId}?cursor=`, kind: 'feed-followed', cookie: client.cookie },
  { url: `/api/Product/feed/${client.userId}?cursor=`, kind: 'feed-others' },
  { url: `/api/Shop/${seller.shop.id}/products?cursor=`, kind: 'shop-products' },
  { url: '/api/Shop/me/products?cursor=', kind: 'shop-products', cookie: seller.cookie },
  { url: '/api/Publication?cursor=', kind: 'publications' },
  { url: '/api/Shop/me/Publications?cursor=', kind: 'publications', cookie: seller.cookie },
  { url: `/api/Shop/${seller.shop.id}/publications?cursor=`, kind: 'publications' },
  { url: `/api/Comment/pub/${publicationId}?cursor=`, kind: 'comments' },
  { url: '/api/Notification/my-notifications?cursor=', kind: 'notifications', cookie: client.cookie },
  { url: '/api/Order/my-orders?cursor=', kind: 'orders', cookie: client.cookie },
  { url: `/api/Shop/${seller.shop.id}/reviews?cursor=`, kind: 'reviews' },
  { url: `/api/Message/${chat.conversationId}?before=`, kind: 'messages', cookie: chat.buyer.cookie },
];

async function expectInvalidCursor(url: string, cursor: string, cookie?: string) {
  const res = await app.inject({
    method: 'GET',
    url: `${url}${encodeURIComponent(cursor)}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, `${url} ${cursor}`).toBe(400);
  expect(res.json()).toEqual({ message: CATALOG_MSG.pageCursorInvalid, code: 'invalid_cursor' });
}

describe('tampered cursors answer 400 invalid_cursor on every list', () => {
  for (const { url, kind, cookie } of timeLists) {
    it(`${url} (${kind})`, async () => {
      for (const cursor of Object.values(timeCursors(kind))) await expectInvalidCursor(url, cursor, cookie);
    });
  }

  it('/api/Product?sort=popular: a count beyond exact integers, a fraction, a text', async () => {
    for (const key of [2 ** 53, -(2 ** 53), 1e300, 1.5, '12', null]) {
      await expectInvalidCursor('/api/Product?sort=popular&cursor=', forge(['popular', key, UUID]));
    }
  });

  it('/api/Product?sort=price_asc|price_desc: a price beyond exact integers, a text', async () => {
    for (const sort of ['price_asc', 'price_desc']) {
      for (const key of [2 ** 53, 1e300, -(2 ** 53), '25000', 1.5]) {
        await expectInvalidCursor(`/api/Product?sort=${sort}&cursor=`, forge([sort, key, UUID]));
      }
    }
  });

  it('the comments list: a cursor wins over the page number and is checked too', async () => {
    await expectInvalidCursor(
      `/api/Comment/pub/${publicationId}?page=2&cursor=`,
      forge(['comments', '2026-13-45T25:61:61.000000Z', UUID]),
    );
  });
});

describe('the codec', () => {
  it('accepts what it encodes, at the edges of each column', () => {
    const at = '2024-02-29T23:59:59.999999Z';
    expect(decodeCursor(encodeCursor({ kind: 'k', key: at, id: UUID }), 'k', 'timestamp')).toEqual({
      kind: 'k',
      key: at,
      id: UUID,
    });
    expect(decodeCursor(encodeCursor({ kind: 'k', key: 2_147_483_647, id: UUID }), 'k', 'int4')?.key).toBe(
      2_147_483_647,
    );
    expect(
      decodeCursor(encodeCursor({ kind: 'k', key: Number.MAX_SAFE_INTEGER, id: UUID }), 'k', 'int8')?.key,
    ).toBe(Number.MAX_SAFE_INTEGER);
    expect(decodeCursor(encodeCursor({ kind: 'k', key: null, id: null }), 'k', 'int4')).toEqual({
      kind: 'k',
      key: null,
      id: null,
    });
    expect(decodeCursor(undefined, 'k', 'int4')).toBeNull();
  });

  it('knows which timestamps exist', () => {
    expect(isTimestampKey('2024-02-29T00:00:00.000000Z')).toBe(true);
    for (const bad of [
      '2023-02-29T00:00:00.000000Z',
      '2100-02-29T00:00:00.000000Z',
      '0000-01-01T00:00:00.000000Z',
      '2026-04-31T00:00:00.000000Z',
      '2026-01-00T00:00:00.000000Z',
      '2026-01-01T24:00:00.000000Z',
      '2026-01-01T10:00:60.000000Z',
      '2026-01-01T10:00:00Z',
      '2026-01-01 10:00:00.000000+00',
    ]) {
      expect(isTimestampKey(bad), bad).toBe(false);
    }
  });
});
