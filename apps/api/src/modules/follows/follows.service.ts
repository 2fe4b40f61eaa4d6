// Follows: follow is a toggle, unfollow is idempotent; the owner is notified of a new follower in the same
// transaction. Nobody follows their own shop (CATALOG_MSG.cannotFollowOwnShop).
import { CATALOG_MSG, type FollowResponse, mediaUrl } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import { announcing } from '../../lib/cache-events.js';
import { invalid } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { UserRow } from '../../session/session.js';
import { actNotice, notify } from '../notifications/index.js';
import { shopNotFound } from '../shops/index.js';
import {
  bumpFollowerCount,
  deleteFollow,
  findFollowTarget,
  insertFollow,
  readFollowerCount,
} from './follows.repository.js';

const followed = (followerCount: number): FollowResponse => ({
  isFollowed: true,
  followerCount,
  message: CATALOG_MSG.followed,
});
const unfollowed = (followerCount: number): FollowResponse => ({
  isFollowed: false,
  followerCount,
  message: CATALOG_MSG.unfollowed,
});

/** POST /api/Interraction/{shopId}/follow: follows, or unfollows when already following. */
export async function toggleFollow(ctx: AppContext, user: UserRow, shopId: string): Promise<FollowResponse> {
  if (!isUuid(shopId)) throw shopNotFound();
  return announcing(ctx.db, async (tx, announce) => {
    const shop = await findFollowTarget(tx, shopId, user.id);
    // A hidden shop (removed, or its owner suspended) can still be unfollowed, never newly followed.
    if (!shop || (!shop.shown && !shop.isFollowed)) throw shopNotFound();
    if (shop.userId === user.id) {
      throw invalid(CATALOG_MSG.cannotFollowOwnShop, undefined, 'cannot_follow_own_shop');
    }
    // The feed's kept viewers learn it everywhere (publications/feed-viewers.ts).
    announce({ kind: 'viewer', userId: user.id });
    if (await insertFollow(tx, shopId, user.id)) {
      const count = await bumpFollowerCount(tx, shopId, 1);
      const thumbUrl = user.profilePicture ? mediaUrl(user.profilePicture) : null;
      const where = { link: `/boutique/${shopId}`, thumbUrl };
      await notify(tx, actNotice(user, shop.userId, 'Subscription', [CATALOG_MSG, 'subscription'], where));
      return followed(count);
    }
    if (await deleteFollow(tx, shopId, user.id)) return unfollowed(await bumpFollowerCount(tx, shopId, -1));
    // A concurrent click of the same user removed the follow between the two statements: not followed now.
    return unfollowed(await readFollowerCount(tx, shopId));
  });
}

/** POST /api/Interraction/{shopId}/unfollow: no follow afterwards, whatever the state before. */
export async function unfollow(ctx: AppContext, user: UserRow, shopId: string): Promise<FollowResponse> {
  if (!isUuid(shopId)) throw shopNotFound();
  return announcing(ctx.db, async (tx, announce) => {
    const shop = await findFollowTarget(tx, shopId, null);
    if (!shop) throw shopNotFound();
    announce({ kind: 'viewer', userId: user.id });
    if (await deleteFollow(tx, shopId, user.id)) return unfollowed(await bumpFollowerCount(tx, shopId, -1));
    return unfollowed(shop.followerCount);
  });
}

/** GET /api/Interraction/{shopId}/isfollowed: false for a guest. */
export async function isFollowed(ctx: AppContext, viewerId: string | null, shopId: string) {
  if (!isUuid(shopId)) throw shopNotFound();
  const shop = await findFollowTarget(ctx.db, shopId, viewerId);
  if (!shop) throw shopNotFound();
  return { isFollowed: shop.isFollowed };
}
