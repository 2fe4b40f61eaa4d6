// Payloads of accounts, login, verification and PIN.
import { z } from 'zod';
import { EMAIL_CODE, LIMITS, PIN } from './constants.js';
import { operatorError, phoneRuleError } from './countries.js';
import { MSG } from './messages.js';
import { COUNTRY_CODES, GENDERS, OPERATORS, ROLES } from './reference-data.js';

const required = (message: string = MSG.requiredFields) =>
  z.string({ error: message }).trim().min(1, message);

/** Letters (accented included), spaces and hyphens. */
export const PERSON_NAME = /^[\p{L}][\p{L} '-]*$/u;
export const USERNAME = /^[a-z0-9]{4,17}$/;
export const PASSWORD = /^(?=.*[A-Z])(?=.*\d).{8,}$/;
export const PIN_PATTERN = /^\d{4}$/;
/** Any country's national number: 7 digits (The Gambia) to 15; each country's own rule is countries.ts's. */
const NATIONAL_NUMBER = /^\d{7,15}$/;
/**
 * A national number as typed ('76 12 34 56'): spaces, dots and dashes dropped. Its country's rule
 * (phoneRuleError) is checked beside the country: contactRule here, the account's country on the server.
 */
export const phoneField = z
  .string({ error: MSG.phoneInvalid })
  .trim()
  .transform((v) => v.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(NATIONAL_NUMBER, MSG.phoneInvalid));
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const personName = required().regex(PERSON_NAME, MSG.nameLetters);
export const emailField = z
  .string({ error: MSG.emailInvalid })
  .trim()
  .toLowerCase()
  .regex(EMAIL, MSG.emailInvalid)
  .max(254, MSG.emailInvalid);
export const usernameField = z
  .string({ error: MSG.usernameInvalid })
  .trim()
  .toLowerCase()
  .regex(USERNAME, MSG.usernameInvalid);
export const passwordField = z.string({ error: MSG.passwordWeak }).regex(PASSWORD, MSG.passwordWeak).max(128);
export const pinField = z.string({ error: MSG.pinInvalid }).regex(PIN_PATTERN, MSG.pinInvalid);
const place = required().max(LIMITS.cityAreaMax, MSG.cityAreaTooLong);
export const countryField = z.enum(COUNTRY_CODES, { error: MSG.countryInvalid });
export const operatorField = z.enum(OPERATORS, { error: MSG.operatorRequired });

/** The number and the operator follow the country: its phone rule, its operators (countries.ts). */
export function contactRule(v: { country: string; phone: string; operator: string }, ctx: z.RefinementCtx) {
  const phone = phoneRuleError(v.country, v.phone);
  if (phone) ctx.addIssue({ code: 'custom', message: phone, path: ['phone'] });
  const operator = operatorError(v.country, v.operator);
  if (operator) ctx.addIssue({ code: 'custom', message: operator, path: ['operator'] });
}

/** Each sign-up step's fields, so the form validates a step with the same rules the server applies. */
export const SignUpSteps = {
  role: z.object({ role: z.enum(ROLES, { error: MSG.roleRequired }) }),
  identity: z.object({
    name: personName,
    firstName: personName,
    gender: z.enum(GENDERS, { error: MSG.genderRequired }),
  }),
  location: z.object({
    country: countryField,
    city: place,
    area: place,
  }),
  contact: z
    .object({
      country: countryField,
      phone: phoneField,
      operator: operatorField,
    })
    .superRefine(contactRule),
  credentials: z
    .object({
      username: usernameField,
      email: emailField,
      password: passwordField,
      confirmPassword: z.string({ error: MSG.passwordMismatch }),
    })
    .refine((v) => v.password === v.confirmPassword, {
      message: MSG.passwordMismatch,
      path: ['confirmPassword'],
    }),
  pin: z
    .object({ pin: pinField, confirmPin: z.string({ error: MSG.pinMismatch }) })
    .refine((v) => v.pin === v.confirmPin, { message: MSG.pinMismatch, path: ['confirmPin'] }),
} as const;

/** The whole sign-up payload (multipart fields of POST /api/User/ajout). dialCode follows the country. */
export const SignUpBody = z
  .object({
    ...SignUpSteps.role.shape,
    ...SignUpSteps.identity.shape,
    ...SignUpSteps.location.shape,
    ...SignUpSteps.contact.shape,
    username: usernameField,
    email: emailField,
    password: passwordField,
    confirmPassword: z.string({ error: MSG.passwordMismatch }),
    pin: pinField,
    confirmPin: z.string({ error: MSG.pinMismatch }),
    dialCode: z.string().optional(),
    profilPictureUrl: z.string().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MSG.passwordMismatch,
    path: ['confirmPassword'],
  })
  .refine((v) => v.pin === v.confirmPin, { message: MSG.pinMismatch, path: ['confirmPin'] })
  .superRefine(contactRule);
export type SignUpBody = z.infer<typeof SignUpBody>;

export const LoginBody = z.object({
  /** The email or the username. */
  email: required(),
  motDePasse: z.string({ error: MSG.requiredFields }).min(1, MSG.requiredFields),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const SendCodeBody = z.object({ email: emailField });
export type SendCodeBody = z.infer<typeof SendCodeBody>;

export const VERIFICATION_CODE = new RegExp(`^\\d{${EMAIL_CODE.length}}$`);
export const VerifyCodeBody = z.object({
  email: emailField,
  code: z.string({ error: MSG.codeInvalidFormat }).trim().regex(VERIFICATION_CODE, MSG.codeInvalidFormat),
});
export type VerifyCodeBody = z.infer<typeof VerifyCodeBody>;

export const ConfirmPinBody = z.object({
  code: z.string({ error: MSG.pinInvalid }).regex(new RegExp(`^\\d{${PIN.length}}$`), MSG.pinInvalid),
  email: z.string().optional(),
});
export type ConfirmPinBody = z.infer<typeof ConfirmPinBody>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const ErrorResponse = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
