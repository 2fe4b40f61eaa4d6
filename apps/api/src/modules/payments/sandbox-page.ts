// The sandbox checkout page, in French: what a payer sees on a mobile-money provider's own page.
import { formatOrderAmount, RECHARGE_CANCEL_REASONS } from '@sugu/domain';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const SANDBOX_METHODS = [
  { value: 'OM', label: 'Orange Money' },
  { value: 'MOOV', label: 'Moov Africa' },
  { value: 'WAVE', label: 'Wave' },
] as const;

const page = (title: string, body: string) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f3ee;margin:0;color:#1f1f1f}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:1.25rem;margin:0 0 4px}.badge{display:inline-block;background:#fde68a;border-radius:8px;padding:2px 8px;font-size:.8rem}
.amount{font-size:2rem;font-weight:700;margin:16px 0 4px}fieldset{border:0;padding:0;margin:16px 0}
label.reason{display:block;margin:0 0 16px}select{display:block;width:100%;min-height:44px;margin-top:6px;border:1px solid #ddd;border-radius:12px;padding:0 12px;font:inherit;background:#fff}
label.method{display:flex;gap:12px;align-items:center;border:1px solid #ddd;border-radius:12px;padding:12px;margin:8px 0;min-height:44px;cursor:pointer}
.actions{display:flex;gap:12px}button{flex:1;min-height:48px;border-radius:12px;border:0;font-size:1rem;font-weight:600;cursor:pointer}
.confirm{background:#c2410c;color:#fff}.back{text-align:center;margin:20px 0 0}.back a{display:inline-block;padding:12px;color:#1f1f1f}.refuse{background:#eee;color:#1f1f1f}button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`;

export function checkoutPage(input: {
  reference: string;
  amount: number;
  currency: string;
  description: string;
  /** Where the payer goes back to the app without deciding, as a provider's page offers. */
  returnUrl: string;
}): string {
  const methods = SANDBOX_METHODS.map(
    (m, i) =>
      `<label class="method"><input type="radio" name="method" value="${m.value}"${i === 0 ? ' checked' : ''}> ${m.label}</label>`,
  ).join('');
  // The sandbox lets the payer say why they decline, as a provider reports it, to try each notice.
  const reasons = Object.entries(RECHARGE_CANCEL_REASONS)
    .map(([value, label]) => `<option value="${value}">${escapeHtml(capitalised(label))}</option>`)
    .join('');
  return page(
    'Paiement mobile money',
    `<h1>Paiement mobile money</h1><span class="badge">Bac à sable : aucun argent réel</span>
<p class="amount">${escapeHtml(formatOrderAmount(input.amount, input.currency))}</p>
<p>${escapeHtml(input.description)}</p>
<form method="post" action="/paiement/sandbox/${encodeURIComponent(input.reference)}">
<fieldset><legend>Choisissez votre moyen de paiement</legend>${methods}</fieldset>
<label class="reason">Motif en cas de refus<select name="reason">${reasons}</select></label>
<div class="actions"><button class="refuse" type="submit" name="decision" value="refuse">Refuser</button>
<button class="confirm" type="submit" name="decision" value="confirm">Confirmer</button></div>
</form>
<p class="back"><a href="${escapeHtml(input.returnUrl)}">Revenir à Sugu sans payer</a></p>`,
  );
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A guest (session expired, or a link opened elsewhere): the payment is only shown to its payer. */
export function signInPage(): string {
  return page(
    'Connexion requise',
    '<h1>Connexion requise</h1><p>Connectez-vous pour voir ce paiement, puis reprenez la recharge depuis votre portefeuille.</p><p><a href="/login">Se connecter</a></p>',
  );
}

export function closedPage(): string {
  return page(
    'Paiement introuvable',
    '<h1>Paiement introuvable</h1><p>Ce paiement n’existe pas ou a déjà été traité.</p><p><a href="/portefeuille">Retour au portefeuille</a></p>',
  );
}
