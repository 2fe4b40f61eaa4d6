// Sign-up in 8 steps: each step checks its slice with the server's rules, step 7 submits.
import { MSG } from '@sugu/domain';
import { PartyPopper } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../../entities/session/components/LanguageSwitch';
import { ApiError, failureMessage } from '../../../shared/lib/api';
import { StepForm, StepLayout, useSteps } from '../../../shared/ui/StepLayout';
import { signUp } from '../api/auth';
import { authText } from '../text';
import { Brand } from './Brand';
import { CredentialsStep, PhotoStep, PinStep } from './signup/AccountSteps';
import { INLINE_ERROR_FIELDS, type StepProps } from './signup/field-props';
import {
  initialForm,
  type SignUpField,
  type SignUpForm,
  STEPS,
  type StepError,
  type StepKey,
  serverFieldError,
  toFormData,
  validateStep,
  withField,
} from './signup/form';
import { ContactStep, IdentityStep, LocationStep, RoleStep } from './signup/ProfileSteps';
import './auth.css';
import './signup/signup.css';

const t = authText.signUp;
/** Step 8 shows the welcome for a moment, then goes to the login page. */
const DONE_REDIRECT_MS = 3000;

/** Read while rendering: the active language's. */
const titles = (): Record<StepKey, string> => ({
  role: t.role.title,
  identity: t.identity.title,
  location: t.location.title,
  contact: t.contact.title,
  credentials: t.credentials.title,
  pin: t.pin.title,
  photo: t.photo.title,
  done: MSG.signUpSuccess,
});

export function SignUpPage() {
  const navigate = useNavigate();
  const errorId = useId();
  const steps = useSteps<StepKey, StepError>(STEPS);
  const { index, step, heading, error, setError, goTo, next } = steps;
  const [form, setForm] = useState<SignUpForm>(initialForm);
  const [photo, setPhoto] = useState<File | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), DONE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  function set(field: SignUpField, value: string) {
    setForm((f) => withField(f, field, value));
    if (error?.field === field) setError(null);
  }

  function back() {
    if (index > 0) goTo(index - 1);
    else if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate('/login');
  }

  async function submit() {
    setSending(true);
    try {
      await signUp(toFormData(form, photo));
      goTo(index + 1);
    } catch (err) {
      // A refused field opens its own step; any other failure goes back one step, showing why.
      const refused = err instanceof ApiError ? serverFieldError(err.fields) : null;
      if (refused) {
        goTo(STEPS.indexOf(refused.step), { message: refused.message, field: refused.field });
        return;
      }
      goTo(index - 1, { message: failureMessage(err), field: null });
    } finally {
      setSending(false);
    }
  }

  const props: StepProps = {
    form,
    set,
    invalid: error?.field ?? null,
    errorId,
    message: error?.message ?? null,
  };
  const inline = error?.field != null && INLINE_ERROR_FIELDS.includes(error.field);
  return (
    <StepLayout
      steps={steps}
      text={t}
      titleId="signup-title"
      back={step !== 'done' ? { label: t.back, onClick: back, disabled: sending } : undefined}
      middle={<Brand compact />}
      className="signup"
      after={
        step === 'role' && (
          <>
            <p className="auth-switch">
              {t.haveAccount} <Link to="/login">{t.login}</Link>
            </p>
            <LanguageSwitch />
          </>
        )
      }
    >
      {step === 'done' ? (
        <div className="signup-done">
          <PartyPopper aria-hidden size={56} className="signup-done__icon" />
          <h1 id="signup-title" ref={heading} tabIndex={-1}>
            {titles().done}
          </h1>
          <p className="muted">{t.done.redirect}</p>
          <Link className="btn btn--primary btn--block" to="/login" replace>
            {t.done.login}
          </Link>
        </div>
      ) : (
        <StepForm
          steps={steps}
          titleId="signup-title"
          title={titles()[step]}
          text={t}
          error={inline ? null : (error?.message ?? null)}
          errorId={errorId}
          sending={sending}
          last={step === 'photo'}
          file={photo !== null}
          onNext={() => next(validateStep(step, form), (field) => `signup-${field}`)}
          onFinish={() => void submit()}
        >
          {step === 'role' && <RoleStep {...props} />}
          {step === 'identity' && <IdentityStep {...props} />}
          {step === 'location' && <LocationStep {...props} />}
          {step === 'contact' && <ContactStep {...props} />}
          {step === 'credentials' && <CredentialsStep {...props} />}
          {step === 'pin' && <PinStep {...props} />}
          {step === 'photo' && <PhotoStep photo={photo} onPhoto={setPhoto} />}
        </StepForm>
      )}
    </StepLayout>
  );
}
