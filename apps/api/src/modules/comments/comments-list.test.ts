import { describe, expect, it } from 'vitest';
import {
  type Account,
  buildPublication,
  buildUsers,
  getCommentPage,
  postComment,
  postReply,
  sellerWithPublication,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';

const { app } = await setupTestApp();

const { seller } = await sellerWithPublication(app);
const [awa, moussa] = (await buildUsers(app, 2)) as [Account, Account];

const listComments = (pubId: string, query = '', cookie?: string) =>
  getCommentPage(app, pubId, query, cookie);

describe('GET /api/Comment/pub/{publicationId}', () => {
  it('pages 30 comments as 25 then 5, newest first, each once', async () => {
    const pubId = await buildPublication(app, seller);
    for (let i = 1; i <= 30; i++) {
      const res = await postComment(app, i % 2 ? awa.cookie : moussa.cookie, pubId, `Commentaire ${i}`);
      expect(res.statusCode).toBe(201);
    }
    const first = await listComments(pubId, '?page=1&pageSize=25');
    const second = await listComments(pubId, '?page=2&pageSize=25');
    expect(first).toMatchObject({ totalCount: 30, page: 1, pageSize: 25 });
    expect(first.comments).toHaveLength(25);
    expect(second.comments).toHaveLength(5);
    expect(second.totalCount).toBe(30);
    const contents = [...first.comments, ...second.comments].map((c) => c.content);
    expect(contents).toEqual(Array.from({ length: 30 }, (_, i) => `Commentaire ${30 - i}`));
    expect((await listComments(pubId, '?page=3&pageSize=25')).comments).toEqual([]);
    // pageSize is bounded to 50; the default page is 1 of 25.
    expect((await listComments(pubId, '?pageSize=500')).pageSize).toBe(50);
    expect((await listComments(pubId)).comments).toHaveLength(25);

    // The same pages by key: the first page's nextCursor reads the last 5, whatever `page` says.
    expect(first.nextCursor).toEqual(expect.any(String));
    const byKey = await listComments(pubId, `?page=7&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(byKey.comments.map((c) => c.id)).toEqual(second.comments.map((c) => c.id));
    expect(byKey.nextCursor).toBeNull();
    expect(second.nextCursor).toBeNull();
  });

  it('pages by key without skipping comments written between pages', async () => {
    const pubId = await buildPublication(app, seller);
    for (let i = 1; i <= 6; i++) await postComment(app, awa.cookie, pubId, `Ancien ${i}`);
    const first = await listComments(pubId, '?pageSize=4');
    // New comments go on top; the next page by key still starts right after the last one seen.
    await postComment(app, moussa.cookie, pubId, 'Nouveau');
    const next = await listComments(
      pubId,
      `?pageSize=4&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    expect([...first.comments, ...next.comments].map((c) => c.content)).toEqual(
      Array.from({ length: 6 }, (_, i) => `Ancien ${6 - i}`),
    );
  });

  it('answers 404 for an unknown publication and an empty page for one without comments', async () => {
    const res = await app.inject({ url: '/api/Comment/pub/0190aaaa-0000-7000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    const pubId = await buildPublication(app, seller);
    expect(await listComments(pubId)).toEqual({
      comments: [],
      totalCount: 0,
      page: 1,
      pageSize: 25,
      nextCursor: null,
    });
  });

  it('tells the viewer what they reacted to; a guest sees no reaction', async () => {
    const pubId = await buildPublication(app, seller);
    const comment = (await postComment(app, moussa.cookie, pubId, 'Super')).json().newComment;
    const reply = (await postReply(app, seller.cookie, comment.id, 'Merci')).json().newReply;
    await app.inject({
      method: 'POST',
      url: `/api/Interraction/like/comment/${comment.id}`,
      headers: { cookie: awa.cookie },
    });
    await app.inject({
      method: 'POST',
      url: `/api/Interraction/dislike/reply/${reply.id}`,
      headers: { cookie: awa.cookie },
    });
    const seen = (await listComments(pubId, '', awa.cookie)).comments[0];
    expect(seen).toMatchObject({ likes: 1, hasLiked: true, hasDisliked: false });
    expect(seen?.replys[0]).toMatchObject({ dislikes: 1, hasLiked: false, hasDisliked: true });
    const guest = (await listComments(pubId)).comments[0];
    expect(guest).toMatchObject({ likes: 1, hasLiked: false, hasDisliked: false });
    expect(guest?.replys[0]).toMatchObject({ dislikes: 1, hasDisliked: false });
  });
});
