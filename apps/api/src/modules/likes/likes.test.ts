import { CATALOG_MSG, LikeResponse, MSG } from '@sugu/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildLightUsers,
  buildSeller,
  buildUser,
  photos,
  postPublication,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { notifications, publicationLikes, publications } from '../../db/schema/index.js';

const { app, db } = await setupTestApp();

const seller = await buildSeller(app, { shopName: 'Bazin de Bamako' });
const client = await buildUser(app, { role: 'Client' });

const send = (method: 'GET' | 'POST', url: string, cookie?: string) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {} });
const like = (id: string, cookie?: string) => send('POST', `/api/Interraction/like/pub/${id}`, cookie);

async function newPublication(caption = 'Arrivage') {
  const res = await postPublication(app, seller.cookie, { publicationCaption: caption }, await photos(1));
  expect(res.statusCode).toBe(201);
  return res.json().publication as { id: string; thumbnailUrl: string };
}
const counts = async (id: string) => {
  const [row] = await db
    .select({ likes: publications.likes })
    .from(publications)
    .where(eq(publications.id, id));
  const rows = await db.$count(publicationLikes, eq(publicationLikes.publicationId, id));
  return { likes: row!.likes, rows };
};
const pubLikesOf = (userId: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'PubLike')));

describe('POST /api/Interraction/like/pub/{id}', () => {
  it('refuses a guest (401) and an unknown publication (404)', async () => {
    const publication = await newPublication();
    const guest = await like(publication.id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe(MSG.unauthenticated);
    for (const id of ['0192f000-0000-7000-8000-000000000000', 'nimporte']) {
      const res = await like(id, client.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CATALOG_MSG.publicationNotFound);
    }
    expect(await counts(publication.id)).toEqual({ likes: 0, rows: 0 });
  });

  it('toggles: like then unlike, with the status and the publication following', async () => {
    const { id } = await newPublication();
    const first = await like(id, client.cookie);
    expect(first.statusCode).toBe(200);
    expect(LikeResponse.parse(first.json())).toEqual({ isLiked: true, likes: 1 });
    expect((await send('GET', `/api/Interraction/like/status/${id}`, client.cookie)).json()).toEqual({
      liked: true,
      likesCount: 1,
    });
    expect((await send('GET', `/api/Publication/${id}`, client.cookie)).json()).toMatchObject({
      isLiked: true,
      likes: 1,
    });
    // A guest sees the count, never a like of their own.
    expect((await send('GET', `/api/Interraction/like/status/${id}`)).json()).toEqual({
      liked: false,
      likesCount: 1,
    });
    expect((await send('GET', `/api/Publication/${id}`)).json()).toMatchObject({ isLiked: false, likes: 1 });

    expect((await like(id, client.cookie)).json()).toEqual({ isLiked: false, likes: 0 });
    expect((await send('GET', `/api/Interraction/like/status/${id}`, client.cookie)).json()).toEqual({
      liked: false,
      likesCount: 0,
    });
    expect(await counts(id)).toEqual({ likes: 0, rows: 0 });
  });

  it('notifies the shop owner of a like (PubLike), not of an unlike nor of their own like', async () => {
    const publication = await newPublication();
    const before = (await pubLikesOf(seller.userId)).length;
    await like(publication.id, client.cookie);
    const after = await pubLikesOf(seller.userId);
    expect(after).toHaveLength(before + 1);
    const notification = after.find((n) => n.link === `/publication/${publication.id}`);
    expect(notification).toMatchObject({
      title: 'Nouveau j’aime',
      message: `${client.user.username} a aimé votre publication.`,
      thumbUrl: publication.thumbnailUrl,
      isRead: false,
    });

    await like(publication.id, client.cookie); // unlike
    expect(await pubLikesOf(seller.userId)).toHaveLength(before + 1);
    expect((await like(publication.id, seller.cookie)).json()).toEqual({ isLiked: true, likes: 1 });
    expect(await pubLikesOf(seller.userId)).toHaveLength(before + 1);
    expect(await pubLikesOf(client.userId)).toHaveLength(0);
  });

  it('counts exactly 50 likes from 50 users clicking at once, and 0 after 50 unlikes at once', async () => {
    const { id } = await newPublication();
    const users = await buildLightUsers(app, 50);
    const likes = await Promise.all(users.map((u) => like(id, u.cookie)));
    expect(likes.every((r) => r.statusCode === 200 && r.json().isLiked === true)).toBe(true);
    // Each like saw its own increment: the counts returned are 1..50, each once.
    expect(likes.map((r) => r.json().likes as number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(await counts(id)).toEqual({ likes: 50, rows: 50 });

    const unlikes = await Promise.all(users.map((u) => like(id, u.cookie)));
    expect(unlikes.every((r) => r.statusCode === 200 && r.json().isLiked === false)).toBe(true);
    expect(await counts(id)).toEqual({ likes: 0, rows: 0 });
  });

  it('stays exact under 50 concurrent toggles by one user: 0 or 1, equal to the rows', async () => {
    const { id } = await newPublication();
    const [user] = await buildLightUsers(app, 1);
    const results = await Promise.all(Array.from({ length: 50 }, () => like(id, user!.cookie)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const { likes, rows } = await counts(id);
    expect(likes).toBe(rows);
    expect([0, 1]).toContain(likes);
    const status = (await send('GET', `/api/Interraction/like/status/${id}`, user!.cookie)).json();
    expect(status).toEqual({ liked: likes === 1, likesCount: likes });
  });
});

describe('POST /api/Interraction/share/{id}', () => {
  it('counts shares, guests included', async () => {
    const { id } = await newPublication();
    const first = await send('POST', `/api/Interraction/share/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Partage enregistré', shares: 1 });
    expect((await send('POST', `/api/Interraction/share/${id}`, client.cookie)).json()).toEqual({
      message: CATALOG_MSG.shared,
      shares: 2,
    });
    expect((await send('GET', `/api/Publication/${id}`)).json()).toMatchObject({ shares: 2 });
  });

  it('is a 404 for an unknown publication', async () => {
    for (const id of ['0192f000-0000-7000-8000-000000000000', 'zzz']) {
      const res = await send('POST', `/api/Interraction/share/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CATALOG_MSG.publicationNotFound);
    }
    const status = await send('GET', '/api/Interraction/like/status/0192f000-0000-7000-8000-000000000000');
    expect(status.statusCode).toBe(404);
  });
});
