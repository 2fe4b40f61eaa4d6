// Settings /profil: profile edit, preferences, French messages and payloads.
import { z } from 'zod';
import { PERSON_NAME } from './auth.js';
import { LIMITS } from './constants.js';
import { LOCALES, localized } from './i18n.js';
import { MSG } from './messages.js';

export const SETTINGS_MSG = localized('SETTINGS_MSG', {
  profileUpdated: 'Profil mis à jour',
  profileUpdateFailed: 'Erreur lors de la modification du profil',
  readOnlyFields: "Le nom d'utilisateur, le téléphone et l'e-mail ne peuvent pas être modifiés",
  nothingToSave: 'Aucune modification à enregistrer',
  pictureUpdated: 'Photo de profil mise à jour',
  pictureUpdateFailed: 'Erreur lors de la mise à jour de la photo de profil',
  preferencesUpdated: 'Préférences mises à jour',
  notificationsUpdateFailed: 'Erreur lors de la mise à jour des notifications',
  securityUpdateFailed: 'Erreur lors de la mise à jour des préférences de sécurité',
  pinIncorrect: 'Code PIN incorrect',
  languageInvalid: 'Veuillez choisir une langue : français (fr) ou anglais (en)',
} as const);

/** Fields the profile edit may never change: sent at all, they are refused. */
export const READ_ONLY_PROFILE_FIELDS = ['username', 'phone', 'email'] as const;

const place = z
  .string({ error: MSG.requiredFields })
  .trim()
  .min(1, MSG.requiredFields)
  .max(LIMITS.cityAreaMax, MSG.cityAreaTooLong);
const personName = z
  .string({ error: MSG.requiredFields })
  .trim()
  .min(1, MSG.requiredFields)
  .max(80)
  .regex(PERSON_NAME, MSG.nameLetters);

/**
 * PUT /api/User/modifier/me: only the changed fields among firstName, name, city, area. Username, phone and
 * email are read-only: sending one is refused (400), not silently ignored, so a client bug shows.
 */
export const UpdateProfileBody = z
  .object({
    firstName: personName.optional(),
    name: personName.optional(),
    city: place.optional(),
    area: place.optional(),
    username: z.unknown().optional(),
    phone: z.unknown().optional(),
    email: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    for (const field of READ_ONLY_PROFILE_FIELDS) {
      if (value[field] !== undefined) {
        ctx.addIssue({ code: 'custom', message: SETTINGS_MSG.readOnlyFields, path: [field] });
      }
    }
  });
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const NOTIFICATION_PREFERENCES = ['orderNotif', 'newProductNotif', 'promotionNotif'] as const;
export const SECURITY_PREFERENCES = ['twoFactorCashOut', 'usePinForAllOperation'] as const;

export const Preferences = z.object({
  orderNotif: z.boolean(),
  newProductNotif: z.boolean(),
  promotionNotif: z.boolean(),
  twoFactorCashOut: z.boolean(),
  usePinForAllOperation: z.boolean(),
  /** fr or en; null: not chosen. Changing only it needs no PIN (it moves no money and shows no secret). */
  language: z.enum(LOCALES, { error: SETTINGS_MSG.languageInvalid }).nullable(),
});

/** PUT /api/EditParam/me: only the changed preferences. */
export const UpdatePreferencesBody = Preferences.partial();
export type UpdatePreferencesBody = z.infer<typeof UpdatePreferencesBody>;
export const PreferencesResponse = z.object({ message: z.string(), preferences: Preferences });
export type PreferencesResponse = z.infer<typeof PreferencesResponse>;

export const ProfilePictureResponse = z.object({ message: z.string(), profilePictureUrl: z.string() });
export type ProfilePictureResponse = z.infer<typeof ProfilePictureResponse>;
