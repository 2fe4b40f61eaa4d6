// /profil/telephone: the account's number verified by a 5-digit SMS code, with the e-mail popup's rules
// and look (code field, expiry and resend countdowns). No code leaves before the user asks: SMS cost money.
import { type MeResponse, MSG, SendPhoneCodeBody, VerifyCodeBody } from '@sugu/domain';
import { ArrowLeft, CircleCheck, Smartphone } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/lib/api';
import { FormError } from '../../../shared/ui/FormError';
import { pendingPhoneCode, type SendCodeResult, sendPhoneCode, verifyPhoneCode } from '../api/verification';
import { useCodeTimer } from '../hooks/use-code-timer';
import { verificationText } from '../text';
import { CodeField, ResendButton } from './CodeField';
import { ContactForm } from './ContactForm';
import './verification.css';

const t = verificationText.popup;
const p = verificationText.phone;
const PHONE_INPUT = { name: 'phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' } as const;
type Phase = 'idle' | 'sending' | 'ready' | 'verifying' | 'success';

const errorMessage = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : MSG.genericError;

interface PhoneVerificationPageProps {
  me: MeResponse;
  /** The account changed: its number verified, or replaced (then not verified). */
  onChange: (update: Partial<MeResponse>) => void;
}

export function PhoneVerificationPage({ me, onChange }: PhoneVerificationPageProps) {
  const inputId = useId();
  const errorId = useId();
  const [changing, setChanging] = useState(false);
  const [newNumber, setNewNumber] = useState('');
  const [phase, setPhase] = useState<Phase>(me.isPhoneVerified ? 'success' : 'idle');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const timer = useCodeTimer(phase !== 'success' && phase !== 'idle');
  const { start: startTimer } = timer;
  const number = me.phone ? `${me.dialCode} ${me.phone}` : null;

  const show = useCallback(
    (result: SendCodeResult) => {
      startTimer(result);
      setCode('');
      setPhase(result.expiresInSeconds > 0 ? 'ready' : 'idle');
    },
    [startTimer],
  );

  // A code still valid is shown again rather than a new SMS.
  useEffect(() => {
    if (me.isPhoneVerified || !me.phone) return;
    pendingPhoneCode().then(
      (left) => left.expiresInSeconds > 0 && show({ sent: false, ...left }),
      () => undefined,
    );
  }, [me.isPhoneVerified, me.phone, show]);

  async function requestCode(phone?: string) {
    setPhase('sending');
    setError(null);
    try {
      show(await sendPhoneCode(phone));
      if (phone) {
        onChange({ phone, isPhoneVerified: false });
        setChanging(false);
      }
    } catch (err) {
      if (err instanceof ApiError && err.code === 'phone_already_verified') return succeed();
      setError(errorMessage(err));
      setPhase(phone && me.isPhoneVerified ? 'success' : 'idle');
    }
  }

  function submitNumber(event: FormEvent) {
    event.preventDefault();
    const parsed = SendPhoneCodeBody.shape.phone.safeParse(newNumber);
    if (!parsed.success || !parsed.data) return setError(MSG.phoneInvalid);
    void requestCode(parsed.data);
  }

  function succeed() {
    setPhase('success');
    setError(null);
    onChange({ isPhoneVerified: true });
  }

  const expired = phase === 'ready' && timer.pastExpiry;
  const { waitToResend } = timer;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase !== 'ready' || expired) return;
    if (!VerifyCodeBody.shape.code.safeParse(code).success) return setError(MSG.codeInvalidFormat);
    setPhase('verifying');
    setError(null);
    try {
      await verifyPhoneCode(code);
      succeed();
    } catch (err) {
      setPhase('ready');
      if (err instanceof ApiError && err.code === 'code_expired') return timer.expireNow();
      setError(errorMessage(err));
    }
  }

  const changeButton = (
    <button
      type="button"
      className="btn btn--ghost btn--block"
      onClick={() => {
        setError(null);
        setNewNumber('');
        setChanging(true);
      }}
    >
      {p.change}
    </button>
  );

  return (
    <main className="page phone-verify">
      <header className="phone-verify__head">
        <Link className="icon-button icon-button--outlined" to="/profil" aria-label={p.back}>
          <ArrowLeft aria-hidden size={22} />
        </Link>
        <h1>{p.title}</h1>
      </header>
      {changing ? (
        <ContactForm
          label={p.newNumberLabel}
          input={PHONE_INPUT}
          value={newNumber}
          onChange={(value) => {
            setNewNumber(value);
            setError(null);
          }}
          error={error}
          busy={phase === 'sending'}
          submit={{ label: p.changeSubmit, busyLabel: t.resending }}
          onSubmit={submitNumber}
          cancel={{ label: p.cancel, onClick: () => setChanging(false) }}
        />
      ) : phase === 'success' ? (
        <div className="verify verify--done" role="status">
          <CircleCheck aria-hidden size={56} className="verify__done-icon" />
          <p className="verify__done-title">{p.success}</p>
          <p className="muted">{number}</p>
          <Link className="btn btn--primary btn--block" to="/profil">
            {p.backToProfile}
          </Link>
          {changeButton}
        </div>
      ) : !number ? (
        <div className="verify">
          <p className="verify__intro">{p.noPhone}</p>
          {changeButton}
        </div>
      ) : (
        <form className="verify" onSubmit={submit} noValidate>
          <div className="icon-disc verify__icon" aria-hidden>
            <Smartphone size={28} />
          </div>
          <p className="verify__intro" aria-live="polite">
            {phase === 'idle' || phase === 'sending' ? (
              p.intro
            ) : (
              <>
                {timer.alreadySent ? p.alreadySent : p.sentTo}{' '}
                <strong className="verify__email">{number}</strong>.
              </>
            )}
          </p>
          {phase === 'idle' || phase === 'sending' ? (
            <>
              <p className="verify__number">{number}</p>
              <FormError message={error} id={errorId} />
              <button
                type="button"
                className="btn btn--primary btn--block"
                disabled={phase === 'sending' || waitToResend > 0}
                onClick={() => void requestCode()}
              >
                {phase === 'sending' ? t.resending : waitToResend > 0 ? t.resendIn(waitToResend) : p.send}
              </button>
            </>
          ) : (
            <>
              <CodeField
                id={inputId}
                errorId={errorId}
                value={code}
                error={error}
                disabled={expired}
                onChange={(digits) => {
                  setCode(digits);
                  setError(null);
                }}
              />
              <p className={expired ? 'verify__status verify__status--expired' : 'verify__status muted'}>
                {expired ? t.expired : t.expiresIn(timer.expiresIn)}
              </p>
              <FormError message={error} id={errorId} />
              <button
                type="submit"
                className="btn btn--primary btn--block"
                disabled={phase !== 'ready' || expired}
              >
                {phase === 'verifying' ? t.verifying : t.verify}
              </button>
              <ResendButton
                waitSeconds={waitToResend}
                disabled={phase !== 'ready'}
                onClick={() => void requestCode()}
              />
            </>
          )}
          {changeButton}
        </form>
      )}
    </main>
  );
}
