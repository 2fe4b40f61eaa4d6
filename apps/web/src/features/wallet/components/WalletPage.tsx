// /portefeuille: balance, Recharge / Retrait, history icon; three views (history by default,
// recharge, withdrawal). A guest is invited after 0.5 s; WALLET_MODE=notice shows the spec's notice instead.
// Back from the provider's page without paying (`?recharge=cancelled&reason=…`), it says the recharge was
// cancelled and why; before the provider has decided (`?recharge=pending`), that it is being checked. Then
// it drops the parameters from the address (a reload does not say it again). When the payment provider does
// not move money in the wallet's currency, it says so under the balance and offers no recharge or withdrawal.
import {
  DEFAULTS,
  formatNumber,
  formatOrderAmount,
  type MeResponse,
  RECHARGE_CANCEL_REASONS,
  type RechargeCancelReason,
  TIMINGS,
  WALLET_MSG,
  type WithdrawResponse,
} from '@sugu/domain';
import { ArrowDownToLine, ArrowUpFromLine, History, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMe } from '../../../entities/session/api/me';
import { InvitePopup } from '../../../entities/session/components/InvitePopup';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { Popup } from '../../../shared/ui/Popup';
import { RegionBoundary } from '../../../shared/ui/RegionState';
import { usePaymentsConfig } from '../api/wallet';
import { walletText } from '../text';
import { RechargeForm } from './RechargeForm';
import { type HistoryTab, WalletHistory } from './WalletHistory';
import { WithdrawalForm } from './WithdrawalForm';
import './wallet.css';
import '../../../shared/ui/icon-button.css';
import { IconButton } from '../../../shared/ui/IconButton';

const t = walletText;
type View = 'history' | 'recharge' | 'withdrawal';

/** The two buttons under the balance, each opening its form. */
const MONEY_ACTIONS = [
  {
    target: 'recharge',
    Icon: ArrowDownToLine,
    get label() {
      return t.recharge;
    },
  },
  {
    target: 'withdrawal',
    Icon: ArrowUpFromLine,
    get label() {
      return t.withdraw;
    },
  },
] as const;
interface Status {
  message: string;
  tone: 'done' | 'cancelled';
}

/** What became of a recharge, from the address the provider's page came back to. */
function returnedRecharge(params: URLSearchParams): Status | null {
  if (params.get('recharge') === 'pending') return { message: WALLET_MSG.rechargePending, tone: 'done' };
  if (params.get('recharge') !== 'cancelled') return null;
  const code = params.get('reason') ?? '';
  const reason =
    code in RECHARGE_CANCEL_REASONS
      ? RECHARGE_CANCEL_REASONS[code as RechargeCancelReason]
      : RECHARGE_CANCEL_REASONS.refused;
  return { message: WALLET_MSG.rechargeCancelled(reason), tone: 'cancelled' };
}

export function WalletPage() {
  const { data: me, isPending } = useMe();
  const config = usePaymentsConfig();
  const navigate = useNavigate();
  const toHome = useCallback(() => navigate('/accueil'), [navigate]);
  const [invite, setInvite] = useState(false);

  useEffect(() => {
    if (isPending || me) return;
    const timer = setTimeout(() => setInvite(true), TIMINGS.walletPromptDelayMs);
    return () => clearTimeout(timer);
  }, [isPending, me]);

  if (isPending) return <PageSpinner />;
  if (!me) {
    return (
      <main className="page wallet">
        <h1 className="wallet__title">{t.title}</h1>
        <InvitePopup open={invite} onClose={toHome} />
      </main>
    );
  }
  if (config.data?.walletMode === 'notice') {
    return (
      <main className="page wallet">
        <h1 className="wallet__title">{t.title}</h1>
        <Popup open title={t.noticeTitle}>
          <div className="wallet__notice">
            <TriangleAlert aria-hidden size={36} />
            {t.noticeText.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <button type="button" className="btn btn--primary btn--block" onClick={toHome}>
              {t.noticeOk}
            </button>
          </div>
        </Popup>
      </main>
    );
  }
  return <Wallet me={me} currencies={config.data?.currencies ?? null} />;
}

/** The balance: XOF as the spec writes it ('12 500 XOF', the code set apart), another currency through Intl. */
function Balance({ amount, currency }: { amount: number; currency: string }) {
  if (currency !== 'XOF') return formatOrderAmount(amount, currency);
  return (
    <>
      {formatNumber(amount)} <span>{currency}</span>
    </>
  );
}

/** `currencies`: those the payment provider moves money in, null for every one. */
function Wallet({ me, currencies }: { me: MeResponse; currencies: readonly string[] | null }) {
  const devise = me.devise || DEFAULTS.currency;
  const unsupported = currencies !== null && !currencies.includes(devise);
  const [view, setView] = useState<View>('history');
  const [tab, setTab] = useState<HistoryTab>('transactions');
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<Status | null>(() => returnedRecharge(params));

  useEffect(() => {
    if (params.has('recharge')) setParams({}, { replace: true });
  }, [params, setParams]);

  function withdrawn(answer: WithdrawResponse) {
    setStatus({ message: answer.message, tone: 'done' });
    setTab('operations');
    setView('history');
  }

  const open = (next: View) => {
    setStatus(null);
    setView(next);
  };

  return (
    <main className="page wallet">
      <header className="wallet__head">
        <h1 className="wallet__title">{t.title}</h1>
        <IconButton
          className="icon-button icon-button--outlined wallet__history"
          label={t.history}
          aria-pressed={view === 'history'}
          onClick={() => open('history')}
          icon={History}
          size={22}
        />
      </header>
      <section className="wallet__card" aria-label={t.balance}>
        <p className="wallet__balance-label">{t.balance}</p>
        <p className="wallet__balance" data-testid="wallet-balance">
          <Balance amount={me.walletBudget} currency={devise} />
        </p>
        <div className="wallet__actions">
          {MONEY_ACTIONS.map(({ target, Icon, label }) => (
            <button
              key={target}
              type="button"
              className="btn wallet__action"
              aria-pressed={view === target}
              disabled={unsupported}
              onClick={() => open(target)}
            >
              <Icon aria-hidden size={20} />
              {label}
            </button>
          ))}
        </div>
        {unsupported && (
          <p className="wallet__unsupported" role="note">
            {WALLET_MSG.currencyUnsupported(devise)}
          </p>
        )}
      </section>
      {status && (
        <p
          className={`success-notice wallet__status--${status.tone}`}
          role={status.tone === 'cancelled' ? 'alert' : 'status'}
        >
          {status.message}
        </p>
      )}
      {/* The balance stays whatever the view below does. */}
      <RegionBoundary
        message={view === 'history' ? t.ordersLoadError : WALLET_MSG.genericError}
        resetKey={view}
      >
        {view === 'history' && <WalletHistory tab={tab} onTab={setTab} />}
        {view === 'recharge' && !unsupported && <RechargeForm me={me} />}
        {view === 'withdrawal' && !unsupported && <WithdrawalForm me={me} onDone={withdrawn} />}
      </RegionBoundary>
    </main>
  );
}
