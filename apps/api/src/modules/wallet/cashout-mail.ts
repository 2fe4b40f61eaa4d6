// The French mail carrying the code that confirms a withdrawal (twoFactorCashOut).
import { EMAIL_CODE } from '@sugu/domain';

export function cashoutCodeMail(firstName: string, code: string) {
  const minutes = Math.round(EMAIL_CODE.expiresAfterSeconds / 60);
  const greeting = firstName ? `Bonjour ${firstName.replace(/[<>&"']/g, '')},` : 'Bonjour,';
  const warning =
    "Si vous n'êtes pas à l'origine de ce retrait, ne communiquez ce code à personne et changez votre mot de passe.";
  const text = [
    greeting,
    '',
    `Votre code de confirmation de retrait Sugu est : ${code}`,
    '',
    `Il est valable ${minutes} minutes. ${warning}`,
    '',
    "L'équipe Sugu",
  ].join('\n');
  const html = `<p>${greeting}</p>
<p>Votre code de confirmation de retrait Sugu est :</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>
<p>Il est valable ${minutes} minutes. ${warning}</p>
<p>L'équipe Sugu</p>`;
  return { subject: 'Confirmez votre retrait Sugu', text, html };
}
