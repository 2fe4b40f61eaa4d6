// The pieces of code entry shared by the e-mail popup and the phone screen: the 5-digit field (digits only,
// one-time-code autofill) and the resend button with its countdown.
import { EMAIL_CODE } from '@sugu/domain';
import { Field } from '../../../shared/ui/Field';
import { verificationText } from '../text';

interface CodeFieldProps {
  id: string;
  /** The id of the error shown under it, when there is one. */
  errorId: string;
  value: string;
  error: string | null;
  disabled: boolean;
  /** The digits typed (anything else dropped), at most EMAIL_CODE.length. */
  onChange: (code: string) => void;
}

export function CodeField({ id, errorId, value, error, disabled, onChange }: CodeFieldProps) {
  return (
    <Field id={id} label={verificationText.popup.codeLabel}>
      <input
        id={id}
        className="input verify__code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={EMAIL_CODE.length}
        placeholder="•••••"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, EMAIL_CODE.length))}
      />
    </Field>
  );
}

/** 'Renvoyer le code', or the time left before it may be asked again. */
export function ResendButton(props: { waitSeconds: number; disabled: boolean; onClick: () => void }) {
  const t = verificationText.popup;
  return (
    <button
      type="button"
      className="btn btn--ghost btn--block verify__resend"
      disabled={props.disabled || props.waitSeconds > 0}
      onClick={props.onClick}
    >
      {props.waitSeconds > 0 ? t.resendIn(props.waitSeconds) : t.resend}
    </button>
  );
}
