// Settings /profil: profile edit, preferences, French messages and payloads.
import { z } from 'zod';
import { contactRule, countryField, operatorField, PERSON_NAME, phoneField } from './auth.js';
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
  countryNeedsContact:
    'Pour changer de pays, indiquez aussi votre ville, votre quartier, votre numéro de mobile et votre opérateur dans ce pays',
  countryChanged: 'Pays modifié. Vérifiez maintenant votre nouveau numéro.',
  walletNotEmpty: (devise: string) =>
    `Videz votre portefeuille avant de changer de pays : son solde est en ${devise} et n'est jamais converti dans une autre devise.`,
  walletOperationPending:
    "Une recharge ou un retrait est en cours : attendez qu'il soit terminé avant de changer de pays.",
  ordersInProgress: (devise: string) =>
    `Vous avez des commandes ou des litiges en cours en ${devise} : attendez qu'ils soient terminés avant de changer de pays.`,
});

/** A devise as people read it in a sentence: the franc CFA as the spec writes it (FCFA), the others by code. */
export const deviseLabel = (devise: string) => (devise === 'XOF' ? 'FCFA' : devise);

/** Fields the profile edit may never change: sent at all, they are refused. */
export const READ_ONLY_PROFILE_FIELDS = ['username', 'email'] as const;
/** What a change of country brings in the same request: the new country's place, number and operator. */
export const COUNTRY_BOUND_FIELDS = ['city', 'area', 'phone', 'operator'] as const;

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
 * PUT /api/User/modifier/me: only the changed fields among firstName, name, city, area, operator (one of the
 * account's country's) and country. Username and email are read-only, and so is the phone, except with a
 * new country: sending one is refused (400), not silently ignored, so a client bug shows. A new country
 * comes with its city, area, mobile number and operator (its rules), in the same request
 * (docs/RULES.md, Paramètres du compte).
 */
export const UpdateProfileBody = z
  .object({
    firstName: personName.optional(),
    name: personName.optional(),
    city: place.optional(),
    area: place.optional(),
    country: countryField.optional(),
    /** Checked below: refused without a country, its rule with one. */
    phone: z.unknown().optional(),
    operator: operatorField.optional(),
    username: z.unknown().optional(),
    email: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    const refuse = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', message, path: [field] });
    for (const field of READ_ONLY_PROFILE_FIELDS) {
      if (value[field] !== undefined) refuse(field, SETTINGS_MSG.readOnlyFields);
    }
    if (value.country === undefined) {
      if (value.phone !== undefined) refuse('phone', SETTINGS_MSG.readOnlyFields);
      return;
    }
    const missing = COUNTRY_BOUND_FIELDS.filter((field) => value[field] === undefined);
    for (const field of missing) refuse(field, SETTINGS_MSG.countryNeedsContact);
    const phone = phoneField.safeParse(value.phone);
    if (value.phone !== undefined && !phone.success) refuse('phone', phone.error.issues[0]!.message);
    if (missing.length === 0 && phone.success) {
      contactRule({ country: value.country, phone: phone.data, operator: value.operator! }, ctx);
    }
  })
  .transform(({ phone, ...value }) => ({
    ...value,
    phone: phone === undefined ? undefined : phoneField.parse(phone),
  }));
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
