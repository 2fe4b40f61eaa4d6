// The email verification popup: a code is sent on opening; resend after 120 s; the code
// expires after 600 s ('Code expiré', button 'Obtenir un nouveau code'); success reloads after 1 s.
// No close button: a user with an unverified address is held here, with two ways out: logging
// out, or correcting a mistyped address. A code still valid is reused: a visit does not mail a new one.
import { MSG, TIMINGS, VerifyCodeBody } from '@sugu/domain';
import { CircleCheck, MailCheck } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../entities/session/api/use-session';
import { ApiError } from '../../../shared/lib/api';
import { FormError } from '../../../shared/ui/FormError';
import { Popup } from '../../../shared/ui/Popup';
import { pendingCode, type SendCodeResult, sendCode, verifyCode } from '../api/verification';
import { useCodeTimer } from '../hooks/use-code-timer';
import { verificationText } from '../text';
import { ChangeEmailForm } from './ChangeEmailForm';
import { CodeField, ResendButton } from './CodeField';
import './verification.css';

const t = verificationText.popup;
type Phase = 'sending' | 'ready' | 'verifying' | 'success';

const errorMessage = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : MSG.codeInvalidOrExpired;

export function EmailVerificationPopup({ email }: { email: string }) {
  const inputId = useId();
  const errorId = useId();
  const [phase, setPhase] = useState<Phase>('sending');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The code cannot be used any more (too many tries, or no mail went out): a new one is needed. */
  const [dead, setDead] = useState(false);
  const [changing, setChanging] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const started = useRef(false);
  const session = useSession();
  const navigate = useNavigate();
  const timer = useCodeTimer(phase !== 'success');
  const { start: startTimer, resendNow } = timer;

  const succeed = useCallback(() => {
    setPhase('success');
    setError(null);
    setTimeout(() => window.location.reload(), TIMINGS.verificationReloadMs);
  }, []);

  const show = useCallback(
    (result: SendCodeResult) => {
      startTimer(result);
      setDead(result.expiresInSeconds === 0);
      setCode('');
      setPhase('ready');
    },
    [startTimer],
  );

  const requestCode = useCallback(async () => {
    setPhase('sending');
    setError(null);
    try {
      show(await sendCode(email));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'email_already_verified') return succeed();
      setError(errorMessage(err));
      setDead(true);
      resendNow();
      setPhase('ready');
    }
  }, [email, succeed, show, resendNow]);

  /** On opening: the code already sent if it still works, otherwise a new one. */
  const start = useCallback(async () => {
    try {
      const left = await pendingCode();
      if (left.expiresInSeconds > 0) return show({ sent: false, ...left });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'email_already_verified') return succeed();
    }
    await requestCode();
  }, [requestCode, show, succeed]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  function onEmailChanged(address: string, result: SendCodeResult) {
    session.patch({ email: address });
    setChanging(false);
    setError(null);
    show(result);
  }

  async function onLogout() {
    setLeaving(true);
    // An expired session is logged out already: the device forgets the user either way.
    await session.logout().catch(() => undefined);
    session.clear();
    navigate('/login', { replace: true });
  }

  const expired = phase !== 'sending' && !dead && timer.pastExpiry;
  const needsNewCode = dead || expired;
  const { waitToResend } = timer;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase !== 'ready' || needsNewCode) return;
    if (!VerifyCodeBody.shape.code.safeParse(code).success) {
      setError(MSG.codeInvalidFormat);
      return;
    }
    setPhase('verifying');
    setError(null);
    try {
      await verifyCode(email, code);
      succeed();
    } catch (err) {
      setPhase('ready');
      if (err instanceof ApiError && err.code === 'email_already_verified') return succeed();
      if (err instanceof ApiError && err.code === 'code_expired') return timer.expireNow();
      if (err instanceof ApiError && err.code === 'code_too_many_attempts') setDead(true);
      setError(errorMessage(err));
    }
  }

  if (phase === 'success') {
    return (
      <Popup open title={t.title}>
        <div className="verify verify--done" role="status">
          <CircleCheck aria-hidden size={56} className="verify__done-icon" />
          <p className="verify__done-title">{t.success}</p>
          <p className="muted">{t.reloading}</p>
        </div>
      </Popup>
    );
  }

  if (changing) {
    return (
      <Popup open title={t.changeTitle}>
        <ChangeEmailForm current={email} onChanged={onEmailChanged} onCancel={() => setChanging(false)} />
      </Popup>
    );
  }

  return (
    <Popup open title={t.title}>
      <form className="verify" onSubmit={submit} noValidate>
        <div className="icon-disc verify__icon" aria-hidden>
          <MailCheck size={28} />
        </div>
        <p className="verify__intro" aria-live="polite">
          {phase === 'sending' ? (
            t.sending
          ) : (
            <>
              {timer.alreadySent ? t.alreadySent : t.sentTo}{' '}
              <strong className="verify__email">{email}</strong>. <span className="muted">{t.spamHint}</span>
            </>
          )}
        </p>

        <CodeField
          id={inputId}
          errorId={errorId}
          value={code}
          error={error}
          disabled={needsNewCode || phase === 'sending'}
          onChange={(digits) => {
            setCode(digits);
            setError(null);
          }}
        />

        {expired ? (
          <p className="verify__status verify__status--expired" role="status">
            {t.expired}
          </p>
        ) : (
          phase !== 'sending' &&
          !dead && <p className="verify__status muted">{t.expiresIn(timer.expiresIn)}</p>
        )}
        <FormError message={error} id={errorId} />

        {needsNewCode ? (
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={phase === 'sending' || waitToResend > 0}
            onClick={() => void requestCode()}
          >
            {phase === 'sending' ? t.resending : t.newCode}
          </button>
        ) : (
          <button type="submit" className="btn btn--primary btn--block" disabled={phase !== 'ready'}>
            {phase === 'verifying' ? t.verifying : t.verify}
          </button>
        )}
        {needsNewCode && waitToResend > 0 && (
          <p className="verify__status muted">{t.resendIn(waitToResend)}</p>
        )}
        {!needsNewCode && (
          <ResendButton
            waitSeconds={waitToResend}
            disabled={phase !== 'ready'}
            onClick={() => void requestCode()}
          />
        )}
        <div className="verify__exits">
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => setChanging(true)}
            disabled={leaving}
          >
            {t.changeEmail}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => void onLogout()} disabled={leaving}>
            {leaving ? t.loggingOut : t.logout}
          </button>
        </div>
      </form>
    </Popup>
  );
}
