import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, useState } from 'react';
import { authText } from '../text';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Labels of the toggle, for a PIN field. */
  toggleLabels?: { show: string; hide: string };
};

/** A masked input with a show/hide button (44 px target, labelled for screen readers). */
export function PasswordInput({
  className,
  toggleLabels = authText.password,
  ...inputProps
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input {...inputProps} type={visible ? 'text' : 'password'} className={`input ${className ?? ''}`} />
      <button
        type="button"
        className="password-input__toggle"
        aria-label={visible ? toggleLabels.hide : toggleLabels.show}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOff aria-hidden size={20} /> : <Eye aria-hidden size={20} />}
      </button>
    </div>
  );
}
