import { type ReactNode, useId } from 'react';
import '../../../../shared/ui/choice-card.css';

interface Choice {
  value: string;
  label: string;
  description?: string;
  icon?: ReactNode;
}

interface ChoiceGroupProps {
  label: string;
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  errorId?: string;
  /** 'cards' stacks large cards; 'pills' lays short options side by side. */
  variant?: 'cards' | 'pills';
}

/** Radio buttons styled as cards: native inputs keep keyboard and screen-reader behaviour. */
export function ChoiceGroup({
  label,
  name,
  choices,
  value,
  onChange,
  invalid,
  errorId,
  variant = 'pills',
}: ChoiceGroupProps) {
  const labelId = useId();
  return (
    <div className="field">
      <span id={labelId} className="field__label">
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={`choices choices--${variant}`}
      >
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={
              choice.value === value ? 'choice choice-card choice-card--selected' : 'choice choice-card'
            }
            data-invalid={invalid || undefined}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            {choice.icon && <span className="choice__icon">{choice.icon}</span>}
            <span className="choice__text">
              <span className="choice__label">{choice.label}</span>
              {choice.description && <span className="choice__description">{choice.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
