// The connected user as GET /api/User/me returns it (the wallet and notification settings included). Never a hash.
import { z } from 'zod';
import { ErrorResponse } from './auth.js';
import { LOCALES } from './i18n.js';
import { USER_ROLES } from './operators.js';
import { GENDERS, OPERATORS } from './reference-data.js';

export const UserShopSummary = z.object({
  id: z.string(),
  shopName: z.string(),
  coverImgUrl: z.string().nullable(),
});

export const MeResponse = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(USER_ROLES),
  name: z.string(),
  firstName: z.string(),
  gender: z.enum(GENDERS).nullable(),
  phone: z.string().nullable(),
  dialCode: z.string(),
  operator: z.enum(OPERATORS).nullable(),
  country: z.string(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  devise: z.string(),
  profilePictureUrl: z.string().nullable(),
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  walletBudget: z.number(),
  orderNotif: z.boolean(),
  newProductNotif: z.boolean(),
  promotionNotif: z.boolean(),
  twoFactorCashOut: z.boolean(),
  usePinForAllOperation: z.boolean(),
  /** The saved language of the app and of what Sugu sends; null: not chosen (the device's languages). */
  language: z.enum(LOCALES).nullable(),
  pinAttemptCount: z.number(),
  lastPinAttempt: z.string().nullable(),
  /** 0, or while the PIN is locked the seconds until it may be tried again, by the server's clock. */
  pinRetryAfterSeconds: z.number(),
  shop: UserShopSummary.nullable(),
  createdAt: z.string(),
});
export type MeResponse = z.infer<typeof MeResponse>;

/** POST /api/User/ajout (201). */
export const SignUpResponse = z.object({ message: z.string(), userId: z.string() });
export type SignUpResponse = z.infer<typeof SignUpResponse>;

/** POST /api/Auth/login (200): the session cookie is set beside it. */
export const LoginResponse = z.object({ message: z.string(), user: MeResponse });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** GET /api/OAuth/providers: which outside sign-ins this server offers, so the login page hides the others. */
export const OAuthProvidersResponse = z.object({ google: z.boolean() });
export type OAuthProvidersResponse = z.infer<typeof OAuthProvidersResponse>;

/** GET /api/User/test-auth (200). */
export const TestAuthResponse = z.object({
  authenticated: z.literal(true),
  userId: z.string(),
  role: z.enum(USER_ROLES),
});
export type TestAuthResponse = z.infer<typeof TestAuthResponse>;

/**
 * POST /api/User/confirm-pin failures: 400 `pin_incorrect` with the attempts left, 429 `pin_locked` with the
 * end of the lock (ISO), 400 `pin_not_set` for an account without a PIN (other codes: the usual errors).
 */
export const PinErrorResponse = ErrorResponse.extend({
  remainingAttempts: z.number().optional(),
  lockedUntil: z.string().optional(),
  /**
   * Locked: seconds until the PIN may be tried again, by the server's clock (also the Retry-After header).
   * A countdown starts from it when the answer arrives, whatever the time on the device.
   */
  retryAfterSeconds: z.number().optional(),
});
export type PinErrorResponse = z.infer<typeof PinErrorResponse>;
