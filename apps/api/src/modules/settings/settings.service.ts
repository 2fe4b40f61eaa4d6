// Settings: profile edit and security preferences behind the PIN grant (server-side, not
// only the screen), notification preferences, profile picture through the media pipeline.
import {
  DEFAULTS,
  deviseLabel,
  deviseOf,
  dialCodeOf,
  type MeResponse,
  mediaUrl,
  operatorError,
  SECURITY_PREFERENCES,
  SETTINGS_MSG,
  type UpdatePreferencesBody,
  type UpdateProfileBody,
} from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { inLocale } from '../../i18n.js';
import { type Announce, announcing } from '../../lib/cache-events.js';
import { conflict, invalid } from '../../lib/errors.js';
import { SHOP_SEARCH_CHANGED } from '../../lib/response-cache.js';
import { withStoredImages } from '../../media/stored-images.js';
import type { Auth, UserRow } from '../../session/session.js';
import { consumePinGrant, presentMe } from '../users/index.js';
import { needsPin } from './pin-policy.js';
import { moneyHeldIn, updatePreferenceColumns, updateProfileColumns } from './settings.repository.js';

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** A seller's city, area and picture show as their shop's owner in the shop search. */
function announceShopOwner(auth: Auth, announce: Announce) {
  if (auth.user.role === 'Vendeur') announce(SHOP_SEARCH_CHANGED);
}

/**
 * The columns a new country sets: its dial code, the number given with it (to verify again, like any new
 * number: verification/phone-verification.service.ts) and its devise. The devise changes only when no
 * money of the old one is left anywhere (docs/RULES.md, Paramètres du compte); else the whole change is
 * refused, since money is never converted.
 */
async function countryColumns(tx: Executor, user: UserRow, body: UpdateProfileBody) {
  const country = body.country!;
  const devise = deviseOf(country);
  if (devise !== user.devise) {
    const held = await moneyHeldIn(tx, user.id, user.devise);
    const label = deviseLabel(user.devise);
    if (held.balance > 0) throw conflict(SETTINGS_MSG.walletNotEmpty(label), 'wallet_not_empty');
    if (held.operationPending)
      throw conflict(SETTINGS_MSG.walletOperationPending, 'wallet_operation_pending');
    if (held.ordersOpen) throw conflict(SETTINGS_MSG.ordersInProgress(label), 'orders_in_progress');
  }
  return {
    country,
    dialCode: dialCodeOf(country) ?? DEFAULTS.dialCode,
    phone: body.phone!,
    isPhoneVerified: false,
    devise,
  };
}

export async function updateProfile(
  ctx: AppContext,
  auth: Auth,
  body: UpdateProfileBody,
): Promise<MeResponse> {
  const user = auth.user;
  const moving = body.country !== undefined && body.country !== user.country;
  // The same country again is no change of country: the number stays read-only (a new one of the same
  // country goes through the phone verification), the operator is one of the country's.
  if (!moving && body.phone !== undefined) {
    throw invalid(SETTINGS_MSG.readOnlyFields, { phone: SETTINGS_MSG.readOnlyFields });
  }
  const operatorRefused =
    !moving && body.operator !== undefined && operatorError(user.country, body.operator);
  if (operatorRefused) throw invalid(operatorRefused, { operator: operatorRefused });
  const changes = defined({
    firstName: body.firstName,
    name: body.name,
    city: body.city,
    area: body.area,
    operator: body.operator,
  });
  if (Object.keys(changes).length === 0)
    throw invalid(SETTINGS_MSG.nothingToSave, undefined, 'nothing_to_save');
  const updated = await announcing(ctx.db, async (tx, announce) => {
    await consumePinGrant(tx, auth.sessionId);
    const country = moving ? await countryColumns(tx, user, body) : {};
    const row = await updateProfileColumns(tx, user.id, { ...changes, ...country });
    announceShopOwner(auth, announce);
    return row!;
  });
  return presentMe(ctx.db, updated);
}

export async function updatePreferences(ctx: AppContext, auth: Auth, body: UpdatePreferencesBody) {
  const changes = defined(body);
  if (Object.keys(changes).length === 0)
    throw invalid(SETTINGS_MSG.nothingToSave, undefined, 'nothing_to_save');
  const touchesSecurity = SECURITY_PREFERENCES.some((key) => changes[key] !== undefined);
  // The language alone needs no PIN: it moves no money and shows nothing private.
  const onlyLanguage = Object.keys(changes).every((key) => key === 'language');
  const row = await ctx.db.transaction(async (tx) => {
    if (touchesSecurity || (!onlyLanguage && needsPin(auth.user, 'notificationPreferences'))) {
      await consumePinGrant(tx, auth.sessionId);
    }
    return updatePreferenceColumns(tx, auth.user.id, changes);
  });
  // The answer is in the language just chosen.
  const answer = () => ({ message: SETTINGS_MSG.preferencesUpdated, preferences: row! });
  return row?.language ? inLocale(row.language, answer) : answer();
}

export async function updateProfilePicture(ctx: AppContext, auth: Auth, picture: Buffer) {
  // A refused change (no PIN grant) leaves no stored picture behind.
  const key = await withStoredImages(ctx, [picture], ([image]) =>
    announcing(ctx.db, async (tx, announce) => {
      if (needsPin(auth.user, 'profilePicture')) await consumePinGrant(tx, auth.sessionId);
      await updateProfileColumns(tx, auth.user.id, { profilePicture: image!.key });
      announceShopOwner(auth, announce);
      return image!.key;
    }),
  );
  return { message: SETTINGS_MSG.pictureUpdated, profilePictureUrl: mediaUrl(key) };
}
