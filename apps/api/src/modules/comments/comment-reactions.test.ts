import type { ReactionResponse } from '@sugu/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type Account,
  buildUsers,
  postComment,
  postReply,
  sellerWithPublication,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { commentReactions, comments, notifications } from '../../db/schema/index.js';

const { app } = await setupTestApp();

const { publicationId } = await sellerWithPublication(app);
const [author, fan] = (await buildUsers(app, 2)) as [Account, Account];

const newComment = async () =>
  (await postComment(app, author.cookie, publicationId, 'Beau travail')).json().newComment.id as string;

const press = async (action: 'like' | 'dislike', kind: 'comment' | 'reply', id: string, cookie?: string) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/Interraction/${action}/${kind}/${id}`,
    ...(cookie && { headers: { cookie } }),
  });
  return res;
};

const status = async (kind: 'comment' | 'reply', id: string, cookie?: string) => {
  const path = kind === 'comment' ? id : `reply/${id}`;
  const res = await app.inject({
    url: `/api/Comment/user/like/check/${path}`,
    ...(cookie && { headers: { cookie } }),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const counters = async (id: string) => {
  const [row] = await app.ctx.db
    .select({ likes: comments.likes, dislikes: comments.dislikes })
    .from(comments)
    .where(eq(comments.id, id));
  const reactions = await app.ctx.db
    .select()
    .from(commentReactions)
    .where(eq(commentReactions.commentId, id));
  return {
    ...row,
    likeRows: reactions.filter((r) => r.value === 1).length,
    dislikeRows: reactions.filter((r) => r.value === -1).length,
  };
};

describe('comment likes and dislikes', () => {
  it('refuses a guest with 401 and answers a guest status of no reaction', async () => {
    const id = await newComment();
    for (const action of ['like', 'dislike'] as const) {
      const res = await press(action, 'comment', id);
      expect(res.statusCode).toBe(401);
    }
    expect(await status('comment', id)).toEqual({ hasLiked: false, hasDisliked: false });
  });

  it('toggles, and a like clears the dislike and the reverse', async () => {
    const id = await newComment();
    const steps: [action: 'like' | 'dislike', expected: ReactionResponse][] = [
      ['like', { isLiked: true, isDisliked: false, likes: 1, dislikes: 0 }],
      ['dislike', { isLiked: false, isDisliked: true, likes: 0, dislikes: 1 }],
      ['like', { isLiked: true, isDisliked: false, likes: 1, dislikes: 0 }],
      ['like', { isLiked: false, isDisliked: false, likes: 0, dislikes: 0 }],
      ['dislike', { isLiked: false, isDisliked: true, likes: 0, dislikes: 1 }],
      ['dislike', { isLiked: false, isDisliked: false, likes: 0, dislikes: 0 }],
    ];
    for (const [action, expected] of steps) {
      const res = await press(action, 'comment', id, fan.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
      expect(await status('comment', id, fan.cookie)).toEqual({
        hasLiked: expected.isLiked,
        hasDisliked: expected.isDisliked,
      });
    }
    // Another user's reaction adds to the counts.
    await press('dislike', 'comment', id, fan.cookie);
    expect((await press('like', 'comment', id, author.cookie)).json()).toEqual({
      isLiked: true,
      isDisliked: false,
      likes: 1,
      dislikes: 1,
    });
  });

  it('reacts to replies through the reply paths only', async () => {
    const commentId = await newComment();
    const reply = (await postReply(app, fan.cookie, commentId, 'Merci')).json().newReply;
    expect((await press('like', 'reply', reply.id, author.cookie)).json()).toMatchObject({
      isLiked: true,
      likes: 1,
    });
    expect(await status('reply', reply.id, author.cookie)).toEqual({ hasLiked: true, hasDisliked: false });
    expect((await press('dislike', 'reply', reply.id, author.cookie)).json()).toEqual({
      isLiked: false,
      isDisliked: true,
      likes: 0,
      dislikes: 1,
    });
    // A reply is not a comment and the reverse.
    expect((await press('like', 'comment', reply.id, author.cookie)).statusCode).toBe(404);
    expect((await press('like', 'reply', commentId, author.cookie)).statusCode).toBe(404);
    const unknown = await press('like', 'comment', '0190aaaa-0000-7000-8000-000000000000', fan.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Commentaire introuvable');
  });

  it('notifies the author of a like, not of a dislike nor of their own like', async () => {
    const id = await newComment();
    const ofAuthor = () =>
      app.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, author.userId), eq(notifications.type, 'CommentLike')));
    const before = (await ofAuthor()).length;
    await press('dislike', 'comment', id, fan.cookie);
    await press('like', 'comment', id, author.cookie);
    expect(await ofAuthor()).toHaveLength(before);
    await press('like', 'comment', id, fan.cookie);
    const after = await ofAuthor();
    expect(after).toHaveLength(before + 1);
    expect(after.find((n) => n.link === `/publication/${publicationId}`)).toMatchObject({
      title: 'Nouveau j’aime',
      message: `${fan.body.username} a aimé votre commentaire.`,
    });
  });

  it('counts 30 concurrent likes by different users exactly', async () => {
    const id = await newComment();
    const likers = await buildUsers(app, 30);
    const results = await Promise.all(likers.map((u) => press('like', 'comment', id, u.cookie)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    expect(Math.max(...results.map((r) => r.json().likes))).toBe(30);
    expect(await counters(id)).toEqual({ likes: 30, dislikes: 0, likeRows: 30, dislikeRows: 0 });
    // And 30 concurrent switches to dislike move both counters exactly.
    await Promise.all(likers.map((u) => press('dislike', 'comment', id, u.cookie)));
    expect(await counters(id)).toEqual({ likes: 0, dislikes: 30, likeRows: 0, dislikeRows: 30 });
  });

  it('stays consistent under 50 concurrent clicks of one user', async () => {
    const id = await newComment();
    const clicks = Array.from({ length: 50 }, (_, i) =>
      press(i % 3 ? 'like' : 'dislike', 'comment', id, fan.cookie),
    );
    const results = await Promise.all(clicks);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    const after = await counters(id);
    expect(after.likes).toBe(after.likeRows);
    expect(after.dislikes).toBe(after.dislikeRows);
    expect(after.likeRows + after.dislikeRows).toBeLessThanOrEqual(1);
  });
});
