// What the settings sub-screens share: only the changed fields are sent, nothing at all when
// nothing changed; the button reads 'Enregistrement...' for about 2 s however fast the server is; a failure
// shows the screen's own message.
import { SETTINGS_MSG, TIMINGS } from '@sugu/domain';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../shared/lib/api';
import { FormError } from '../../../shared/ui/FormError';
import { profileText } from '../text';

const t = profileText;

interface SettingsFormProps<C, T> {
  /** The changed fields, or null when nothing changed. */
  changes: () => C | null;
  /** Sends them; resolves with what the connected user now holds and the message to show. */
  send: (changes: C) => Promise<{ update: T; message: string }>;
  /** The screen's failure text. */
  failure: string;
  onSaved: (update: T | null, message: string) => void;
  /** Id of the error message, for the fields the server refused to point at (aria-describedby). */
  errorId?: string;
  children: ReactNode;
}

export function SettingsForm<C, T>({
  changes,
  send,
  failure,
  onSaved,
  errorId,
  children,
}: SettingsFormProps<C, T>) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    const changed = changes();
    if (!changed) {
      onSaved(null, SETTINGS_MSG.nothingToSave);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const [answer] = await Promise.all([
        send(changed),
        new Promise((resolve) => setTimeout(resolve, TIMINGS.saveFeedbackMs)),
      ]);
      onSaved(answer.update, answer.message);
    } catch (err) {
      // A rule the server refused says which (a country's number, a wallet still holding money); any
      // other failure shows the screen's own message.
      const refused = err instanceof ApiError && (err.status === 400 || err.status === 409);
      setError(refused ? err.message : failure);
      setSaving(false);
    }
  }

  return (
    <form
      className="settings__form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {children}
      <FormError message={error} id={errorId} />
      <button type="submit" className="btn btn--primary btn--block" disabled={saving}>
        {saving ? t.saving : t.save}
      </button>
    </form>
  );
}
