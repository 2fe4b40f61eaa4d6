// Shop ratings: a buyer whose order the shop accepted rates it 1–5 with an optional
// review; one rating per buyer and shop, rating again replaces it. The shop's average and count stay exact
// under concurrency: the shop row is locked, then the rating and the aggregate change in one transaction.
import {
  mediaUrl,
  RATING_MSG,
  type RateShopBody,
  type RateShopResponse,
  type ReviewPage,
} from '@sugu/domain';
import type { AppContext } from '../../context.js';
import { announcing } from '../../lib/cache-events.js';
import { decodeTimeCursor, encodeCursor } from '../../lib/cursor.js';
import { forbidden } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { PRODUCT_LISTS_CHANGED, SHOP_SEARCH_CHANGED } from '../../lib/response-cache.js';
import type { UserRow } from '../../session/session.js';
import { notify } from '../notifications/index.js';
import { averageRate, shopNotFound } from '../shops/index.js';
import {
  addToAggregate,
  findRating,
  findReviewPage,
  findShopAggregate,
  findShopOwner,
  hasAcceptedOrder,
  lockShop,
  upsertRating,
} from './ratings.repository.js';

const notABuyer = () => forbidden(RATING_MSG.notABuyer, 'rating_not_allowed');

export async function rateShop(
  ctx: AppContext,
  user: UserRow,
  shopId: string,
  body: RateShopBody,
): Promise<RateShopResponse> {
  if (!isUuid(shopId)) throw shopNotFound();
  const shop = await findShopOwner(ctx.db, shopId);
  if (!shop) throw shopNotFound();
  if (shop.userId === user.id || !(await hasAcceptedOrder(ctx.db, user.id, shopId))) throw notABuyer();

  const at = ctx.now();
  // The shop's average and count show in both search lists.
  const { rating, aggregate } = await announcing(ctx.db, async (tx, announce) => {
    if (!(await lockShop(tx, shopId))) throw shopNotFound();
    const previous = await findRating(tx, shopId, user.id);
    const rating = await upsertRating(tx, { shopId, userId: user.id, ...body, at });
    const aggregate = previous
      ? await addToAggregate(tx, shopId, body.rateNote - previous.rateNote, 0)
      : await addToAggregate(tx, shopId, body.rateNote, 1);
    await notify(tx, {
      userId: shop.userId,
      actorId: user.id,
      type: 'NewRate',
      title: () => RATING_MSG.newRateTitle,
      message: () => RATING_MSG.newRateMessage(user.username, body.rateNote),
      link: `/boutique/${shopId}`,
    });
    announce(SHOP_SEARCH_CHANGED);
    announce(PRODUCT_LISTS_CHANGED);
    return { rating, aggregate };
  });
  return {
    message: RATING_MSG.rated,
    rate: averageRate(aggregate.rateSum, aggregate.rateCount),
    rateCount: aggregate.rateCount,
    rating: {
      userId: user.id,
      username: user.username,
      profilePictureUrl: user.profilePicture ? mediaUrl(user.profilePicture) : null,
      rateNote: rating.rateNote,
      rateReview: rating.rateReview,
      createdAt: rating.createdAt.toISOString(),
    },
  };
}

/** A shop's reviews (stars, text, buyer, date), newest first, one keyset page. */
export async function listReviews(
  ctx: AppContext,
  shopId: string,
  viewerId: string | null,
  query: { cursor?: string; limit: number },
): Promise<ReviewPage> {
  if (!isUuid(shopId)) throw shopNotFound();
  const after = decodeTimeCursor(query.cursor, 'reviews');
  const [aggregate, rows] = await Promise.all([
    findShopAggregate(ctx.db, shopId, viewerId),
    findReviewPage(ctx.db, shopId, query.limit + 1, after),
  ]);
  if (!aggregate) throw shopNotFound();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rate: averageRate(aggregate.rateSum, aggregate.rateCount),
    rateCount: aggregate.rateCount,
    items: page.map((r) => ({
      userId: r.userId,
      username: r.username,
      profilePictureUrl: r.profilePicture ? mediaUrl(r.profilePicture) : null,
      rateNote: r.rateNote,
      rateReview: r.rateReview,
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ kind: 'reviews', key: last.createdAtKey, id: last.userId })
        : null,
  };
}
