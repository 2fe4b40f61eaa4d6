// The optional end of a suspension, in the suspension dialogs (a report's owner, an account found by the
// search): a day, read as the end of that day in Mali (UTC).
import { useId } from 'react';
import { adminText } from '../text';

const t = adminText.reports;

/** The chosen day as the API's `until` (ISO date-time), or undefined for a suspension without end. */
export const suspensionEnd = (day: string) => (day ? new Date(`${day}T23:59:59Z`).toISOString() : undefined);

export function SuspensionEndField({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t.until}</label>
      <input
        id={id}
        className="input"
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="muted report-card__hint">
        {t.untilHint}
      </p>
    </div>
  );
}
