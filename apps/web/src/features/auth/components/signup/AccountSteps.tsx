// Steps 5 to 7: credentials, PIN, optional photo.
import { UserRound } from 'lucide-react';
import { emailInputProps, Field } from '../../../../shared/ui/Field';
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
      <Field id={fieldId('username')} label={t.credentials.username}>
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
      </Field>
      <Field id={fieldId('email')} label={t.credentials.email}>
        <input className="input" {...emailInputProps} {...bind(props, 'email')} />
        <FieldError {...props} field="email" />
      </Field>
      <Field id={fieldId('password')} label={t.credentials.password}>
        <PasswordInput autoComplete="new-password" {...bind(props, 'password')} />
        <p className="field__hint">{t.credentials.passwordHint}</p>
      </Field>
      <Field id={fieldId('confirmPassword')} label={t.credentials.confirmPassword}>
        <PasswordInput autoComplete="new-password" {...bind(props, 'confirmPassword')} />
      </Field>
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
      <Field id={fieldId('pin')} label={t.pin.pin}>
        <PasswordInput {...pinInput} {...bind(props, 'pin', digitsOnly)} />
      </Field>
      <Field id={fieldId('confirmPin')} label={t.pin.confirmPin}>
        <PasswordInput {...pinInput} {...bind(props, 'confirmPin', digitsOnly)} />
      </Field>
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
