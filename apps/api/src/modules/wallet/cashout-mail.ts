// The mail carrying the code that confirms a withdrawal (twoFactorCashOut), in the request's language.
import { CODE_MAIL, EMAIL_CODE, OUTREACH_MAIL } from '@sugu/domain';

export function cashoutCodeMail(firstName: string, code: string) {
  const minutes = Math.round(EMAIL_CODE.expiresAfterSeconds / 60);
  const greeting = OUTREACH_MAIL.greeting(firstName.replace(/[<>&"']/g, ''));
  const validity = CODE_MAIL.cashoutValidity(minutes);
  const text = [
    greeting,
    '',
    `${CODE_MAIL.cashoutCode} ${code}`,
    '',
    validity,
    '',
    OUTREACH_MAIL.signature,
  ].join('\n');
  const html = `<p>${greeting}</p>
<p>${CODE_MAIL.cashoutCode}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>
<p>${validity}</p>
<p>${OUTREACH_MAIL.signature}</p>`;
  return { subject: CODE_MAIL.cashoutSubject, text, html };
}
