import type { CommentItem, ReplyItem } from '@sugu/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type Account,
  buildPublication,
  buildUser,
  buildUsers,
  getCommentPage,
  postComment,
  postReply,
  sellerWithPublication,
  totalComments,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { comments, notifications } from '../../db/schema/index.js';

const { app } = await setupTestApp();

const { seller, shopId, publicationId } = await sellerWithPublication(app);
const [awa, moussa] = (await buildUsers(app, 2)) as [Account, Account];

const listComments = (pubId: string, query = '', cookie?: string) =>
  getCommentPage(app, pubId, query, cookie);

const notificationsOf = (userId: string, type: string) =>
  app.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('POST /api/Comment/create', () => {
  it('refuses a guest with 401, whatever the body', async () => {
    for (const content of ['Bonjour', '']) {
      const res = await postComment(app, undefined, publicationId, content);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Vous devez être connecté');
    }
  });

  it('refuses empty or whitespace-only content with the French message', async () => {
    for (const content of ['', '   \n\t ']) {
      const res = await postComment(app, awa.cookie, publicationId, content);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Le commentaire ne peut pas être vide');
    }
    const missing = await app.inject({
      method: 'POST',
      url: '/api/Comment/create',
      payload: { publicationId },
      headers: { cookie: awa.cookie },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Le commentaire ne peut pas être vide');
  });

  it('accepts 1000 characters and refuses 1001', async () => {
    const pubId = await buildPublication(app, seller);
    const tooLong = await postComment(app, awa.cookie, pubId, 'a'.repeat(1001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Le commentaire ne doit pas dépasser 1000 caractères');
    const longest = await postComment(app, awa.cookie, pubId, 'a'.repeat(1000));
    expect(longest.statusCode).toBe(201);
  });

  it('answers 404 for an unknown publication', async () => {
    for (const id of ['0190aaaa-0000-7000-8000-000000000000', 'pas-un-id']) {
      const res = await postComment(app, awa.cookie, id, 'Bonjour');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Publication introuvable');
    }
  });

  it('creates the comment, counts it and notifies the shop owner', async () => {
    const pubId = await buildPublication(app, seller);
    const before = (await notificationsOf(seller.userId, 'NewComment')).length;
    const res = await postComment(app, awa.cookie, pubId, '  Très beau pagne !  ');
    expect(res.statusCode).toBe(201);
    const { newComment } = res.json() as { newComment: CommentItem };
    expect(newComment).toMatchObject({
      content: 'Très beau pagne !',
      userId: awa.userId,
      publicationId: pubId,
      parentId: null,
      likes: 0,
      dislikes: 0,
      replys: [],
      hasLiked: false,
      hasDisliked: false,
      user: { id: awa.userId, username: awa.body.username, shop: null },
    });
    expect(Date.now() - Date.parse(newComment.createAt)).toBeLessThan(60_000);
    expect(await totalComments(app, pubId)).toBe(1);

    const notified = await notificationsOf(seller.userId, 'NewComment');
    expect(notified).toHaveLength(before + 1);
    const last = notified.find((n) => n.link === `/publication/${pubId}`);
    expect(last).toMatchObject({
      title: 'Nouveau commentaire',
      message: `${awa.body.username} a commenté : « Très beau pagne ! »`,
      isRead: false,
      thumbUrl: '/media/pub-photo-320.webp',
    });
  });

  it('does not notify the owner of their own comment, and shows their shop', async () => {
    const pubId = await buildPublication(app, seller);
    const before = (await notificationsOf(seller.userId, 'NewComment')).length;
    const res = await postComment(app, seller.cookie, pubId, 'Disponible en trois couleurs');
    expect(res.statusCode).toBe(201);
    expect(res.json().newComment.user.shop).toMatchObject({ id: shopId, shopName: 'Chez Awa' });
    expect(await notificationsOf(seller.userId, 'NewComment')).toHaveLength(before);
  });
});

describe('replies', () => {
  it('attaches a reply (and a reply to a reply) to the comment, counting both', async () => {
    const pubId = await buildPublication(app, seller);
    const comment = (await postComment(app, awa.cookie, pubId, 'Quel prix ?')).json().newComment;
    const first = await postReply(app, seller.cookie, comment.id, '5 000 FCFA');
    expect(first.statusCode).toBe(201);
    const reply = first.json().newReply as ReplyItem;
    expect(reply).toMatchObject({ content: '5 000 FCFA', parentId: comment.id, publicationId: pubId });
    const nested = await postReply(app, awa.cookie, reply.id, 'Merci !');
    expect(nested.statusCode).toBe(201);
    expect(nested.json().newReply.parentId).toBe(comment.id);
    expect(await totalComments(app, pubId)).toBe(3);

    const page = await listComments(pubId);
    expect(page.totalCount).toBe(1);
    expect(page.comments[0]?.replys.map((r) => r.content)).toEqual(['5 000 FCFA', 'Merci !']);
  });

  it('notifies the author replied to, never oneself', async () => {
    const pubId = await buildPublication(app, seller);
    const comment = (await postComment(app, awa.cookie, pubId, 'Livrez-vous à Kati ?')).json().newComment;
    const before = (await notificationsOf(awa.userId, 'ReplyComment')).length;
    await postReply(app, moussa.cookie, comment.id, 'Oui, le mardi');
    const after = await notificationsOf(awa.userId, 'ReplyComment');
    expect(after).toHaveLength(before + 1);
    expect(after.find((n) => n.link === `/publication/${pubId}`)).toMatchObject({
      title: 'Nouvelle réponse',
      message: `${moussa.body.username} a répondu à votre commentaire.`,
      thumbUrl: '/media/pub-photo-320.webp',
    });
    await postReply(app, awa.cookie, comment.id, 'Parfait');
    expect(await notificationsOf(awa.userId, 'ReplyComment')).toHaveLength(before + 1);
  });

  it('refuses a guest, empty text and an unknown comment', async () => {
    const comment = (await postComment(app, awa.cookie, publicationId, 'Salut')).json().newComment;
    expect((await postReply(app, undefined, comment.id, 'Oui')).statusCode).toBe(401);
    const empty = await postReply(app, moussa.cookie, comment.id, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Le commentaire ne peut pas être vide');
    const unknown = await postReply(app, moussa.cookie, '0190aaaa-0000-7000-8000-000000000000', 'Oui');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Commentaire introuvable');
  });
});

describe('DELETE /api/Comment/{id}', () => {
  it('lets only the author delete; replies go too and the counter drops by all of them', async () => {
    const pubId = await buildPublication(app, seller);
    const comment = (await postComment(app, awa.cookie, pubId, 'À supprimer')).json().newComment;
    await postReply(app, moussa.cookie, comment.id, 'Réponse 1');
    await postReply(app, seller.cookie, comment.id, 'Réponse 2');
    const kept = (await postComment(app, moussa.cookie, pubId, 'Je reste')).json().newComment;
    expect(await totalComments(app, pubId)).toBe(4);

    const guest = await app.inject({ method: 'DELETE', url: `/api/Comment/${comment.id}` });
    expect(guest.statusCode).toBe(401);
    for (const other of [moussa, seller]) {
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/Comment/${comment.id}`,
        headers: { cookie: other.cookie },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Seul l'auteur du commentaire peut le supprimer");
    }
    expect(await totalComments(app, pubId)).toBe(4);

    const res = await app.inject({
      method: 'DELETE',
      url: `/api/Comment/${comment.id}`,
      headers: { cookie: awa.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Commentaire supprimé', removed: 3 });
    expect(await totalComments(app, pubId)).toBe(1);
    const page = await listComments(pubId);
    expect(page.comments.map((c) => c.id)).toEqual([kept.id]);
    expect(page.totalCount).toBe(1);

    const again = await app.inject({
      method: 'DELETE',
      url: `/api/Comment/${comment.id}`,
      headers: { cookie: awa.cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('deletes a single reply, counting one', async () => {
    const pubId = await buildPublication(app, seller);
    const comment = (await postComment(app, awa.cookie, pubId, 'Question')).json().newComment;
    const reply = (await postReply(app, moussa.cookie, comment.id, 'Réponse')).json().newReply;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/Comment/${reply.id}`,
      headers: { cookie: moussa.cookie },
    });
    expect(res.json().removed).toBe(1);
    expect(await totalComments(app, pubId)).toBe(1);
    expect((await listComments(pubId)).comments[0]?.replys).toEqual([]);
  });
});

describe('counter under concurrency', () => {
  it('keeps totalComments equal to the rows while replies and a delete race', async () => {
    const pubId = await buildPublication(app, seller);
    const comment = (await postComment(app, awa.cookie, pubId, 'Fil animé')).json().newComment;
    const writes = [
      ...Array.from({ length: 12 }, (_, i) =>
        postComment(app, i % 2 ? awa.cookie : moussa.cookie, pubId, `Parallèle ${i}`),
      ),
      ...Array.from({ length: 12 }, (_, i) => postReply(app, moussa.cookie, comment.id, `Réponse ${i}`)),
      app.inject({ method: 'DELETE', url: `/api/Comment/${comment.id}`, headers: { cookie: awa.cookie } }),
    ];
    const results = await Promise.all(writes);
    // A reply arriving after the delete finds no comment: 404, never a 500.
    expect(results.every((r) => [200, 201, 404].includes(r.statusCode))).toBe(true);
    const rows = await app.ctx.db.select().from(comments).where(eq(comments.publicationId, pubId));
    expect(rows.filter((r) => r.parentId === null)).toHaveLength(12);
    expect(await totalComments(app, pubId)).toBe(rows.length);
  });
});

describe('a new account', () => {
  it('can comment right after sign-up', async () => {
    const fresh = await buildUser(app);
    expect((await postComment(app, fresh.cookie, publicationId, 'Premier !')).statusCode).toBe(201);
  });
});
