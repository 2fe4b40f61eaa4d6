// The mail carrying a verification code, in the request's language (CODE_MAIL).
import { CODE_MAIL, EMAIL_CODE, OUTREACH_MAIL } from '@sugu/domain';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function codeMail(firstName: string, code: string) {
  const minutes = Math.round(EMAIL_CODE.expiresAfterSeconds / 60);
  const greeting = OUTREACH_MAIL.greeting(firstName);
  const validity = CODE_MAIL.verificationValidity(minutes);
  const text = [
    greeting,
    '',
    `${CODE_MAIL.verificationCode} ${code}`,
    '',
    validity,
    '',
    OUTREACH_MAIL.signature,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(CODE_MAIL.verificationCode)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>
<p>${escapeHtml(validity)}</p>
<p>${escapeHtml(OUTREACH_MAIL.signature)}</p>`;
  return { subject: CODE_MAIL.verificationSubject, text, html };
}
