// What follows from the demo rows: every counter, and the notifications the demo accounts would have had.
import { formatFcfa, formatOrderReference, MSG, ORDER_MSG } from '@sugu/domain';
import { v7 } from 'uuid';
import type * as t from '../schema/index.js';
import { type DemoRows, HOUR, type Row, type UserRow } from './demo-tools.js';

/** Every counter shown in the UI, from the rows themselves. */
export function computeCounters(rows: DemoRows): void {
  const count = <T>(
    items: T[],
    key: (item: T) => string | null | undefined,
    weight: (item: T) => number = () => 1,
  ) => {
    const totals = new Map<string, number>();
    for (const item of items) {
      const k = key(item);
      if (k) totals.set(k, (totals.get(k) ?? 0) + weight(item));
    }
    return (k: string) => totals.get(k) ?? 0;
  };
  // A sale counts from its acceptance on (Finished orders were accepted first).
  const accepted = rows.orders.filter((o) => o.orderState === 'Accepted' || o.orderState === 'Finished');
  const followers = count(rows.follows, (f) => f.shopId);
  const rateSum = count(
    rows.ratings,
    (r) => r.shopId,
    (r) => r.rateNote,
  );
  const rateCount = count(rows.ratings, (r) => r.shopId);
  const productCount = count(rows.products, (p) => p.shopId);
  const publicationCount = count(rows.publications, (p) => p.shopId);
  const shopSold = count(
    accepted,
    (o) => o.shopId,
    (o) => o.productNumber,
  );
  const shopFinished = count(
    rows.orders.filter((o) => o.orderState === 'Finished'),
    (o) => o.shopId,
  );
  const productSold = count(
    accepted,
    (o) => o.productId,
    (o) => o.productNumber,
  );
  const likes = count(rows.publicationLikes, (l) => l.publicationId);
  const comments = count(rows.comments, (c) => c.publicationId);
  const commentLikes = count(rows.commentReactions, (r) => (r.value === 1 ? r.commentId : null));
  const commentDislikes = count(rows.commentReactions, (r) => (r.value === -1 ? r.commentId : null));
  for (const shop of rows.shops) {
    shop.followerCount = followers(shop.id);
    shop.rateSum = rateSum(shop.id);
    shop.rateCount = rateCount(shop.id);
    shop.productCount = productCount(shop.id);
    shop.publicationCount = publicationCount(shop.id);
    shop.totalSelledProducts = shopSold(shop.id);
    shop.finishedOrders = shopFinished(shop.id);
  }
  for (const product of rows.products) product.totalPurchases = productSold(product.id);
  for (const publication of rows.publications) {
    publication.likes = likes(publication.id);
    // Replies count too: the card shows the whole discussion's size.
    publication.totalComments = comments(publication.id);
  }
  for (const comment of rows.comments) {
    comment.likes = commentLikes(comment.id);
    comment.dislikes = commentDislikes(comment.id);
  }
}

/** What the demo accounts would have been notified of, derived from the rows; older than three days is read. */
export function demoNotifications(rows: DemoRows, seller: UserRow, client: UserRow, now: Date) {
  const notifications: Row<typeof t.notifications>[] = [];
  const username = (id: string) => rows.users.find((u) => u.id === id)!.username;
  const shop = rows.shops.find((s) => s.userId === seller.id)!;
  const sellerPublications = new Set(rows.publications.filter((p) => p.shopId === shop.id).map((p) => p.id));
  const add = (
    user: UserRow,
    type: string,
    title: string,
    message: string,
    createdAt: Date,
    link?: string,
  ) => {
    const isRead = now.getTime() - createdAt.getTime() > 72 * HOUR;
    notifications.push({
      id: v7({ msecs: createdAt.getTime() }),
      userId: user.id,
      type,
      title,
      message,
      link,
      isRead,
      createdAt,
      // The demo's past: nothing of it goes out of the app (push, e-mail, SMS).
      dispatchedAt: now,
    });
  };
  add(seller, 'Welcome', MSG.welcomeTitle, MSG.welcomeMessageSeller, seller.createdAt);
  add(client, 'Welcome', MSG.welcomeTitle, MSG.welcomeMessageClient, client.createdAt);
  for (const f of rows.follows.filter((f) => f.shopId === shop.id)) {
    add(
      seller,
      'Subscription',
      'Nouvel abonné',
      `${username(f.userId)} s’est abonné à votre boutique.`,
      f.createdAt!,
    );
  }
  for (const r of rows.ratings.filter((r) => r.shopId === shop.id)) {
    add(
      seller,
      'NewRate',
      'Nouvelle évaluation',
      `${username(r.userId)} a noté votre boutique ${r.rateNote}/5.`,
      r.createdAt!,
    );
  }
  const likes = rows.publicationLikes.filter((l) => sellerPublications.has(l.publicationId));
  for (const l of likes.sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime()).slice(0, 8)) {
    add(
      seller,
      'PubLike',
      'Nouveau j’aime',
      `${username(l.userId)} a aimé votre publication.`,
      l.createdAt!,
      `/publication/${l.publicationId}`,
    );
  }
  for (const c of rows.comments.filter(
    (c) => sellerPublications.has(c.publicationId) && c.userId !== seller.id,
  )) {
    add(
      seller,
      'NewComment',
      'Nouveau commentaire',
      `${username(c.userId)} a commenté : « ${c.content} »`,
      c.createdAt,
      `/publication/${c.publicationId}`,
    );
  }
  for (const o of rows.orders.filter((o) => o.shopId === shop.id)) {
    add(
      seller,
      'Purchase',
      ORDER_MSG.newOrderTitle,
      ORDER_MSG.newOrderMessage(
        formatOrderReference(o.reference),
        username(o.userId),
        o.productNumber,
        o.productName,
        formatFcfa(o.totalPrice),
      ),
      o.createdAt,
      `/messages?commande=${o.id}`,
    );
  }
  for (const o of rows.orders.filter((o) => o.userId === client.id)) {
    const shopName = rows.shops.find((s) => s.id === o.shopId)!.shopName;
    const link = `/messages?commande=${o.id}`;
    const reference = formatOrderReference(o.reference);
    if (o.acceptedAt) {
      const message = ORDER_MSG.acceptedMessage(reference, shopName, o.productName);
      add(client, 'PurchaseAccept', ORDER_MSG.acceptedTitle, message, o.acceptedAt, link);
    }
    if (o.refusedAt) {
      const message = ORDER_MSG.refusedMessage(reference, shopName, o.productName);
      add(client, 'PurchaseRefuse', ORDER_MSG.refusedTitle, message, o.refusedAt, link);
    }
  }
  const clientComments = new Set(rows.comments.filter((c) => c.userId === client.id).map((c) => c.id));
  for (const reply of rows.comments.filter((c) => c.parentId && clientComments.has(c.parentId))) {
    add(
      client,
      'ReplyComment',
      'Nouvelle réponse',
      `${username(reply.userId)} a répondu à votre commentaire.`,
      reply.createdAt,
      `/publication/${reply.publicationId}`,
    );
  }
  for (const op of rows.walletOperations.filter((w) => w.userId === client.id)) {
    const deposit = op.type === 3;
    add(
      client,
      'Wallet',
      deposit ? 'Recharge réussie' : 'Retrait effectué',
      deposit
        ? `Votre portefeuille a été crédité de ${formatFcfa(op.operationAmount)}.`
        : `${formatFcfa(op.operationAmount)} ont été envoyés sur votre compte mobile money.`,
      op.operationTime!,
    );
  }
  return notifications;
}
