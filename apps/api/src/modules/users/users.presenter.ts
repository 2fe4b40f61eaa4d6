// The one place a user row becomes the connected user's view (GET /api/User/me, login, OAuth return).
// Hashes and internal columns never leave: the shape is MeResponse, field by field.
import { type MeResponse, mediaUrl, offeredOperator } from '@sugu/domain';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../session/session.js';
import { shopOfUser } from '../shops/index.js';
import { pinRetryAfterSeconds } from './pin.service.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function presentMe(db: Executor, user: UserRow): Promise<MeResponse> {
  const [shop, retryAfter] = await Promise.all([shopOfUser(db, user.id), pinRetryAfterSeconds(db, user)]);
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    role: user.role,
    name: user.name,
    firstName: user.firstName,
    gender: user.gender,
    phone: user.phone,
    dialCode: user.dialCode,
    operator: offeredOperator(user.country, user.operator),
    country: user.country,
    city: user.city,
    area: user.area,
    devise: user.devise,
    profilePictureUrl: user.profilePicture ? mediaUrl(user.profilePicture) : null,
    isEmailVerified: user.isEmailVerified,
    isPhoneVerified: user.isPhoneVerified,
    walletBudget: user.walletBudget,
    orderNotif: user.orderNotif,
    newProductNotif: user.newProductNotif,
    promotionNotif: user.promotionNotif,
    twoFactorCashOut: user.twoFactorCashOut,
    usePinForAllOperation: user.usePinForAllOperation,
    language: user.language,
    pinAttemptCount: user.pinAttemptCount,
    lastPinAttempt: iso(user.lastPinAttempt),
    pinRetryAfterSeconds: retryAfter,
    shop: shop
      ? { id: shop.id, shopName: shop.shopName, coverImgUrl: shop.coverImg ? mediaUrl(shop.coverImg) : null }
      : null,
    createdAt: user.createdAt.toISOString(),
  };
}
