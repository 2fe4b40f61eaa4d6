// The connected user as GET /api/User/me returns it (spec 1 §3 and spec 2 §3). Never a hash.
import { z } from 'zod';
import { GENDERS, OPERATORS, ROLES } from './reference-data.js';

export const UserShopSummary = z.object({
  id: z.string(),
  shopName: z.string(),
  coverImgUrl: z.string().nullable(),
});

export const MeResponse = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
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
  pinAttemptCount: z.number(),
  lastPinAttempt: z.string().nullable(),
  shop: UserShopSummary.nullable(),
  createdAt: z.string(),
});
export type MeResponse = z.infer<typeof MeResponse>;
