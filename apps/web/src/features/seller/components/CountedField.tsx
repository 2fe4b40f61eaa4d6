// A text field with its length counter ('12/24' beside the label); typing stops at the maximum.
import type { ChangeEvent } from 'react';
import { Counter } from '../../../shared/ui/Counter';

interface CountedFieldProps {
  id: string;
  counterId: string;
  label: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  /** A textarea of this many rows; a one-line input without. */
  rows?: number;
  placeholder?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  /** The counter's id unless told otherwise. */
  'aria-describedby'?: string;
}

export function CountedField({
  id,
  counterId,
  label,
  max,
  value,
  onChange,
  rows,
  ...rest
}: CountedFieldProps) {
  const control = {
    id,
    className: 'input',
    maxLength: max,
    value,
    onChange: (e: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) =>
      onChange(e.target.value.slice(0, max)),
    'aria-describedby': counterId,
    ...rest,
  };
  return (
    <div className="field">
      <div className="field__row">
        <label htmlFor={id}>{label}</label>
        <Counter id={counterId} value={value.length} max={max} />
      </div>
      {rows ? <textarea rows={rows} {...control} /> : <input {...control} />}
    </div>
  );
}
