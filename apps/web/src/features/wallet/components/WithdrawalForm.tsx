// Withdrawal: amount, the mobile-money account (the user's own dial code, '223' in Mali; phone, name, first name,
// e-mail prefilled from the user) and PIN; with twoFactorCashOut on, the code e-mailed by
// POST /api/Cashout/send-code as well. The server holds the amount at once and answers the new balance.
import { EMAIL_CODE, type MeResponse, WALLET_MSG, type WithdrawResponse } from '@sugu/domain';
import { useId, useState } from 'react';
import { ApiError } from '../../../shared/lib/api';
import { Field } from '../../../shared/ui/Field';
import { sendCashoutCode, useWithdraw } from '../api/wallet';
import { walletText } from '../text';
import { MoneyForm } from './MoneyForm';

const t = walletText;

interface WithdrawalFormProps {
  me: MeResponse;
  onDone: (answer: WithdrawResponse) => void;
}

export function WithdrawalForm({ me, onDone }: WithdrawalFormProps) {
  const id = useId();
  const withdraw = useWithdraw();
  const [account, setAccount] = useState({
    phone: me.phone ?? '',
    name: me.name,
    surname: me.firstName,
    email: me.email,
  });
  const [code, setCode] = useState('');
  const [codeNote, setCodeNote] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const needsCode = me.twoFactorCashOut;
  // The payout goes to a number of the user's own country (the server checks it): '223' in Mali.
  const prefix = me.dialCode.replace(/^\+/, '');
  const filled = Object.values(account).every((v) => v.trim() !== '');

  async function askCode() {
    setCodeError(null);
    try {
      await sendCashoutCode();
      setCodeNote(WALLET_MSG.cashoutCodeSent);
    } catch (err) {
      setCodeError(err instanceof ApiError ? err.message : WALLET_MSG.genericError);
    }
  }

  const text = (key: keyof typeof account, label: string, type = 'text') => (
    <Field id={`${id}-${key}`} label={label}>
      <input
        id={`${id}-${key}`}
        className="input"
        type={type}
        value={account[key]}
        onChange={(e) => setAccount({ ...account, [key]: e.target.value })}
      />
    </Field>
  );

  return (
    <MoneyForm
      me={me}
      title={t.withdraw}
      complete={filled && (!needsCode || code.length === EMAIL_CODE.length)}
      message={codeError}
      button={t.withdrawButton}
      run={(amount) => withdraw({ prefix, ...account, amount, ...(needsCode ? { code } : {}) })}
      onDone={onDone}
    >
      <Field id={`${id}-phone`} label={t.phone}>
        <div className="wallet__phone">
          <span className="wallet__prefix">+{prefix}</span>
          <input
            id={`${id}-phone`}
            className="input"
            inputMode="tel"
            value={account.phone}
            onChange={(e) => setAccount({ ...account, phone: e.target.value })}
          />
        </div>
      </Field>
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
          <Field id={`${id}-code`} label={t.code}>
            <input
              id={`${id}-code`}
              className="input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={EMAIL_CODE.length}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </Field>
        </div>
      )}
    </MoneyForm>
  );
}
