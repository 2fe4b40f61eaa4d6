// Responses of email verification and of the dev mailbox.
import { z } from 'zod';

/** send-code: the popup counts down from these. */
export const SendCodeResponse = z.object({
  message: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type SendCodeResponse = z.infer<typeof SendCodeResponse>;

/** GET /api/Verification/pending: what is left of the code already sent (0 when none can be used). */
export const PendingCodeResponse = z.object({
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type PendingCodeResponse = z.infer<typeof PendingCodeResponse>;

/** The 429 of send-code: a code was sent less than EMAIL_CODE.resendAfterSeconds ago. */
export const ResendTooSoonResponse = z.object({
  message: z.string(),
  code: z.literal('code_resend_too_soon'),
  retryAfterSeconds: z.number().int(),
  /** What is left of the last code's validity (0 if it expired, was burnt or used). */
  expiresInSeconds: z.number().int(),
});
export type ResendTooSoonResponse = z.infer<typeof ResendTooSoonResponse>;

export const DevMailMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type DevMailMessage = z.infer<typeof DevMailMessage>;

export const DevMailboxResponse = z.object({ messages: z.array(DevMailMessage) });
export type DevMailboxResponse = z.infer<typeof DevMailboxResponse>;
