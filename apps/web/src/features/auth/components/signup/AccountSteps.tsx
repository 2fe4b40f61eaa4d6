// Steps 5 to 7: credentials, PIN, optional photo.
import { UserRound } from 'lucide-react';
import { FormError } from '../../../../shared/ui/FormError';
import { PhotoPicker } from '../../../../shared/ui/PhotoPicker';
import { authText } from '../../text';
import { PasswordInput } from '../PasswordInput';
import { bind, fieldId, type SignUpFieldErrorProps, type StepProps } from './field-props';

const t = authText.signUp;
const digitsOnly = (v: string) => v.replace(/\D/g, '').slice(0, 4);

export function CredentialsStep(props: StepProps) {
  const username = bind(props, 'username', (v) => v.toLowerCase());
  return (
    <>
      <div className="field">
        <label htmlFor={fieldId('username')}>{t.credentials.username}</label>
        <input
          className="input"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={17}
          {...username}
          aria-describedby={[username['aria-describedby'], 'signup-username-hint'].filter(Boolean).join(' ')}
        />
        <p className="field__hint" id="signup-username-hint">
          {t.credentials.usernameHint}
        </p>
        <FieldError {...props} field="username" />
      </div>
      <div className="field">
        <label htmlFor={fieldId('email')}>{t.credentials.email}</label>
        <input
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...bind(props, 'email')}
        />
        <FieldError {...props} field="email" />
      </div>
      <div className="field">
        <label htmlFor={fieldId('password')}>{t.credentials.password}</label>
        <PasswordInput autoComplete="new-password" {...bind(props, 'password')} />
        <p className="field__hint">{t.credentials.passwordHint}</p>
      </div>
      <div className="field">
        <label htmlFor={fieldId('confirmPassword')}>{t.credentials.confirmPassword}</label>
        <PasswordInput autoComplete="new-password" {...bind(props, 'confirmPassword')} />
      </div>
    </>
  );
}

export function PinStep(props: StepProps) {
  const pinToggle = { show: authText.password.showPin, hide: authText.password.hidePin };
  const pinInput = {
    className: 'input--pin',
    inputMode: 'numeric' as const,
    pattern: '[0-9]*',
    maxLength: 4,
    autoComplete: 'off',
    toggleLabels: pinToggle,
  };
  return (
    <>
      <p className="muted steps__hint">{t.pin.hint}</p>
      <div className="field">
        <label htmlFor={fieldId('pin')}>{t.pin.pin}</label>
        <PasswordInput {...pinInput} {...bind(props, 'pin', digitsOnly)} />
      </div>
      <div className="field">
        <label htmlFor={fieldId('confirmPin')}>{t.pin.confirmPin}</label>
        <PasswordInput {...pinInput} {...bind(props, 'confirmPin', digitsOnly)} />
      </div>
    </>
  );
}

interface PhotoStepProps {
  photo: File | null;
  onPhoto: (file: File | null) => void;
}

export function PhotoStep({ photo, onPhoto }: PhotoStepProps) {
  return (
    <PhotoPicker
      file={photo}
      onFile={onPhoto}
      hint={t.photo.hint}
      placeholder={<UserRound aria-hidden size={64} strokeWidth={1.5} />}
      texts={t.photo}
    />
  );
}

/** A server refusal of one field (already taken), right under its input. */
function FieldError({ invalid, errorId, message, field }: SignUpFieldErrorProps) {
  return <FormError message={invalid === field && message} id={errorId} />;
}
