// The one PIN input (exactly PIN.length digits, hidden): four boxes in the PIN popups, one field
// in the wallet's forms. The value is the typed digits, a space standing for an empty box.
import { PIN } from '@sugu/domain';
import { type RefObject, useRef } from 'react';
import { pinText } from '../text';

/** The typed PIN when every box holds a digit, else null. */
export const completePin = (value: string): string | null =>
  /^\d+$/.test(value) && value.length === PIN.length ? value : null;

const digitsOnly = (text: string) => text.replace(/\D/g, '');

interface BoxesProps {
  layout: 'boxes';
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** While the PIN is checked: the boxes keep the focus but take no typing. */
  readOnly?: boolean;
  /** The first box, focused when the popup opens and after a refusal. */
  firstBox?: RefObject<HTMLInputElement | null>;
}

interface FieldProps {
  layout: 'field';
  id: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  placeholder?: string;
  invalid?: boolean;
  /** Enter submits. */
  onEnter: () => void;
}

export function PinCode(props: BoxesProps | FieldProps) {
  return props.layout === 'boxes' ? <PinBoxes {...props} /> : <PinField {...props} />;
}

function PinField({
  id,
  value,
  onChange,
  className = '',
  placeholder,
  invalid = false,
  onEnter,
}: FieldProps) {
  return (
    <input
      id={id}
      className={`input ${className}`}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={PIN.length}
      placeholder={placeholder}
      value={value}
      aria-invalid={invalid}
      onChange={(e) => onChange(digitsOnly(e.target.value).slice(0, PIN.length))}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onEnter();
        }
      }}
    />
  );
}

function PinBoxes({ value, onChange, disabled = false, readOnly = false, firstBox }: BoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const cells = Array.from({ length: PIN.length }, (_, i) => value[i]?.trim() ?? '');

  const type = (index: number, text: string) => {
    const typed = digitsOnly(text);
    const next = [...cells];
    // Several digits at once (paste, autofill) fill the following boxes.
    for (let i = 0; i < typed.length && index + i < PIN.length; i++) next[index + i] = typed[i] ?? '';
    if (!typed) next[index] = '';
    onChange(
      next
        .map((d) => d || ' ')
        .join('')
        .trimEnd(),
    );
    if (typed) boxes.current[Math.min(index + typed.length, PIN.length - 1)]?.focus();
  };

  return (
    <div className="pin__boxes">
      {cells.map((digit, i) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
            if (i === 0 && firstBox) firstBox.current = el;
          }}
          className="pin__box"
          type="password"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PIN.length}
          aria-label={pinText.digit(i + 1)}
          value={digit}
          disabled={disabled}
          readOnly={readOnly}
          onChange={(e) => type(i, e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Backspace' && !digit && i > 0) boxes.current[i - 1]?.focus();
          }}
        />
      ))}
    </div>
  );
}
