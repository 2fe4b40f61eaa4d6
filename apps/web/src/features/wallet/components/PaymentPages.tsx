// The payment pages: /paiement/success after a recharge, and /paiement, /paiement/notif, which the
// spec leaves as placeholders ('Payer', 'Notif'): here they explain the wallet and show the last operation.
import { formatOrderAmount, TIMINGS, WALLET_OPERATION, WALLET_STATUS } from '@sugu/domain';
import { Wallet } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMe } from '../../../entities/session/api/me';
import { InvitePopup } from '../../../entities/session/components/InvitePopup';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { useOperations, useRefreshBalance } from '../api/wallet';
import { walletText } from '../text';
import { elapsedLabel } from './elapsed';
import './wallet.css';

const t = walletText;

/** The wallet pictogram heading the /paiement and /paiement/notif pages. */
const walletIcon = (
  <span className="payment__icon" aria-hidden>
    <Wallet size={40} />
  </span>
);

export function PaymentSuccessPage() {
  const navigate = useNavigate();
  const refreshBalance = useRefreshBalance();
  useEffect(() => {
    refreshBalance();
    const timer = setTimeout(() => navigate('/portefeuille', { replace: true }), TIMINGS.topUpRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate, refreshBalance]);
  return (
    <main className="page page--center payment">
      <svg className="payment__check" viewBox="0 0 96 96" width="112" height="112" aria-hidden="true">
        <circle cx="48" cy="48" r="44" fill="var(--success)" opacity="0.14" />
        <circle cx="48" cy="48" r="34" fill="var(--success)" />
        <path
          d="M33 49l10 10 20-22"
          fill="none"
          stroke="#fff"
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1>{t.successTitle}</h1>
      <p className="muted" role="status">
        {t.successRedirect}
      </p>
    </main>
  );
}

export function PaymentInfoPage() {
  return (
    <main className="page page--center payment">
      {walletIcon}
      <h1>{t.payTitle}</h1>
      <p className="muted">{t.payText}</p>
      <Link className="btn btn--primary" to="/portefeuille">
        {t.pay}
      </Link>
    </main>
  );
}

export function PaymentNotifPage() {
  const { data: me, isPending } = useMe();
  const navigate = useNavigate();
  const toHome = useCallback(() => navigate('/accueil'), [navigate]);
  const operations = useOperations(Boolean(me));
  if (isPending) return <PageSpinner />;
  if (!me) {
    return (
      <main className="page page--center payment">
        <h1>{t.notifTitle}</h1>
        <InvitePopup open onClose={toHome} />
      </main>
    );
  }
  if (operations.isPending) return <PageSpinner />;
  const last = operations.data?.[0];
  const type = last?.type === WALLET_OPERATION.deposit ? t.deposit : t.withdrawal;
  return (
    <main className="page page--center payment">
      {walletIcon}
      <h1>{t.notifTitle}</h1>
      <p className="muted">{t.lastOperation}</p>
      {last ? (
        <div className="payment__op" role="status">
          <p className="payment__op-title">
            {t.operationLabel(type, formatOrderAmount(last.operationAmount, last.currency))}
          </p>
          <p className={last.status === WALLET_STATUS.settled ? 'payment__ok' : 'muted'}>
            {last.status === WALLET_STATUS.settled ? t.statusSettled : t.statusPending}
          </p>
          <p className="muted">{elapsedLabel(last.operationTime)}</p>
        </div>
      ) : (
        <p className="muted">{t.notifNone}</p>
      )}
      <Link className="btn btn--primary" to="/portefeuille">
        {t.payOpen}
      </Link>
    </main>
  );
}
