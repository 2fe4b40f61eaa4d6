// Withdrawal (spec 2 §2, §4, §7): amount, the mobile-money account (prefix '223', phone, name, first name,
// e-mail prefilled from the user) and PIN; with twoFactorCashOut on, the code e-mailed by
// POST /api/Cashout/send-code as well. The server holds the amount at once and answers the new balance.
import {
  DEFAULTS,
  EMAIL_CODE,
  formatNumber,
  type MeResponse,
  PIN,
  WALLET_MSG,
  type WithdrawResponse,
} from '@sugu/domain';
import { useId, useState } from 'react';
import { ApiError } from '../../../shared/lib/api';
import { sendCashoutCode, withdraw } from '../api/wallet';
import { walletText } from '../text';
import { AmountField, amountProblem, PinField, type PinState, parseAmount } from './fields';
import { withPin } from './money-flow';

const t = walletText;

interface WithdrawalFormProps {
  me: MeResponse;
  onDone: (answer: WithdrawResponse) => void;
}

export function WithdrawalForm({ me, onDone }: WithdrawalFormProps) {
  const id = useId();
  const [amountText, setAmountText] = useState('');
  const [account, setAccount] = useState({
    phone: me.phone ?? '',
    name: me.name,
    surname: me.firstName,
    email: me.email,
  });
  const [code, setCode] = useState('');
  const [codeNote, setCodeNote] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const [pinState, setPinState] = useState<PinState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = parseAmount(amountText);
  const currency = me.devise || DEFAULTS.currency;
  const needsCode = me.twoFactorCashOut;
  const filled = Object.values(account).every((v) => v.trim() !== '');
  const problem = amountProblem(amount);
  const ready =
    problem === null &&
    filled &&
    pin.length === PIN.length &&
    (!needsCode || code.length === EMAIL_CODE.length) &&
    !busy;

  async function askCode() {
    setError(null);
    try {
      await sendCashoutCode();
      setCodeNote(WALLET_MSG.cashoutCodeSent);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : WALLET_MSG.genericError);
    }
  }

  async function submit() {
    if (!ready || amount === null) return;
    setBusy(true);
    setError(null);
    const body = {
      prefix: DEFAULTS.withdrawalPrefix,
      ...account,
      amount,
      ...(needsCode ? { code } : {}),
    };
    const result = await withPin(pin, me.email, () => withdraw(body));
    setBusy(false);
    if (result.ok) {
      onDone(result.value);
      return;
    }
    if (result.pinRejected) setPinState('invalid');
    setError(result.message);
  }

  const text = (key: keyof typeof account, label: string, type = 'text') => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        className="input"
        type={type}
        value={account[key]}
        onChange={(e) => setAccount({ ...account, [key]: e.target.value })}
      />
    </div>
  );

  return (
    <form
      className="wallet__form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="wallet__form-title">{t.withdraw}</h2>
      <AmountField value={amountText} onChange={setAmountText} problem={problem} />
      <div className="field">
        <label htmlFor={`${id}-phone`}>{t.phone}</label>
        <div className="wallet__phone">
          <span className="wallet__prefix">+{DEFAULTS.withdrawalPrefix}</span>
          <input
            id={`${id}-phone`}
            className="input"
            inputMode="tel"
            value={account.phone}
            onChange={(e) => setAccount({ ...account, phone: e.target.value })}
          />
        </div>
      </div>
      <div className="wallet__pair">
        {text('surname', t.surname)}
        {text('name', t.name)}
      </div>
      {text('email', t.email, 'email')}
      {needsCode && (
        <div className="wallet__code">
          <p className="wallet__hint muted" role="status">
            {codeNote ?? t.twoFactorHint}
          </p>
          <button type="button" className="btn btn--block" onClick={() => void askCode()}>
            {codeNote ? t.resendCode : t.sendCode}
          </button>
          <div className="field">
            <label htmlFor={`${id}-code`}>{t.code}</label>
            <input
              id={`${id}-code`}
              className="input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={EMAIL_CODE.length}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </div>
        </div>
      )}
      <PinField
        value={pin}
        state={pinState}
        onChange={(v) => {
          setPin(v);
          setPinState('idle');
        }}
        onEnter={() => void submit()}
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={!ready}>
        {busy ? t.sending : t.withdrawButton(formatNumber(amount ?? 0), currency)}
      </button>
    </form>
  );
}
