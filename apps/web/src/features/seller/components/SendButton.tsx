import type { ButtonHTMLAttributes } from 'react';

type SendButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'children'> & {
  sending: boolean;
  label: string;
  /** Shown with a spinner while the form is being sent. */
  sendingLabel: string;
};

/** A creation form's submit button: full width, busy with a spinner while it sends. */
export function SendButton({ sending, label, sendingLabel, ...rest }: SendButtonProps) {
  return (
    <button type="submit" className="btn btn--primary btn--block" aria-busy={sending || undefined} {...rest}>
      {sending && <span className="btn-spinner" aria-hidden />}
      {sending ? sendingLabel : label}
    </button>
  );
}
