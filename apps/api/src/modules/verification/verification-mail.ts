// The French mail carrying a verification code.
import { EMAIL_CODE } from '@sugu/domain';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function codeMail(firstName: string, code: string) {
  const minutes = Math.round(EMAIL_CODE.expiresAfterSeconds / 60);
  const greeting = firstName ? `Bonjour ${firstName},` : 'Bonjour,';
  const text = [
    greeting,
    '',
    `Votre code de vérification Sugu est : ${code}`,
    '',
    `Il est valable ${minutes} minutes. Si vous n'avez pas demandé ce code, ignorez cet e-mail.`,
    '',
    "L'équipe Sugu",
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Votre code de vérification Sugu est :</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>
<p>Il est valable ${minutes} minutes. Si vous n'avez pas demandé ce code, ignorez cet e-mail.</p>
<p>L'équipe Sugu</p>`;
  return { subject: 'Votre code de vérification Sugu', text, html };
}
