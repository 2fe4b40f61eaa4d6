// Settings: profile edit and security preferences behind the PIN grant (server-side, not
// only the screen), notification preferences, profile picture through the media pipeline.
import {
  type MeResponse,
  mediaUrl,
  SECURITY_PREFERENCES,
  SETTINGS_MSG,
  type UpdatePreferencesBody,
  type UpdateProfileBody,
} from '@sugu/domain';
import type { AppContext } from '../../context.js';
import { inLocale } from '../../i18n.js';
import { type Announce, announcing } from '../../lib/cache-events.js';
import { invalid } from '../../lib/errors.js';
import { SHOP_SEARCH_CHANGED } from '../../lib/response-cache.js';
import { withStoredImages } from '../../media/stored-images.js';
import type { Auth } from '../../session/session.js';
import { consumePinGrant, presentMe } from '../users/index.js';
import { needsPin } from './pin-policy.js';
import { updatePreferenceColumns, updateProfileColumns } from './settings.repository.js';

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** A seller's city, area and picture show as their shop's owner in the shop search. */
function announceShopOwner(auth: Auth, announce: Announce) {
  if (auth.user.role === 'Vendeur') announce(SHOP_SEARCH_CHANGED);
}

export async function updateProfile(
  ctx: AppContext,
  auth: Auth,
  body: UpdateProfileBody,
): Promise<MeResponse> {
  const changes = defined({ firstName: body.firstName, name: body.name, city: body.city, area: body.area });
  if (Object.keys(changes).length === 0)
    throw invalid(SETTINGS_MSG.nothingToSave, undefined, 'nothing_to_save');
  const updated = await announcing(ctx.db, async (tx, announce) => {
    await consumePinGrant(tx, auth.sessionId);
    const row = await updateProfileColumns(tx, auth.user.id, changes);
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
