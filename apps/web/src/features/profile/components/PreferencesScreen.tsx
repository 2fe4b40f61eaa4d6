// Notification and security preferences: toggles; the save sends only the changed ones.
import { type MeResponse, NOTIFICATION_PREFERENCES, SECURITY_PREFERENCES, SETTINGS_MSG } from '@sugu/domain';
import { useState } from 'react';
import { updatePreferences } from '../api/settings';
import { profileText } from '../text';
import { DevicePushSwitch } from './DevicePushSwitch';
import { SettingsForm } from './SettingsForm';

const t = profileText;
type Key = (typeof NOTIFICATION_PREFERENCES)[number] | (typeof SECURITY_PREFERENCES)[number];

interface PreferencesScreenProps {
  me: MeResponse;
  kind: 'notifications' | 'security';
  onSaved: (changes: Partial<Record<Key, boolean>> | null, message: string) => void;
}

export function PreferencesScreen({ me, kind, onSaved }: PreferencesScreenProps) {
  const keys: readonly Key[] = kind === 'notifications' ? NOTIFICATION_PREFERENCES : SECURITY_PREFERENCES;
  const [values, setValues] = useState(() => Object.fromEntries(keys.map((k) => [k, me[k]])));
  const changes = () => {
    const changed = keys.filter((k) => values[k] !== me[k]);
    return changed.length ? Object.fromEntries(changed.map((k) => [k, values[k]])) : null;
  };

  return (
    <SettingsForm
      changes={changes}
      send={async (changed) => {
        const answer = await updatePreferences(changed);
        return { update: answer.preferences, message: answer.message };
      }}
      failure={
        kind === 'notifications' ? SETTINGS_MSG.notificationsUpdateFailed : SETTINGS_MSG.securityUpdateFailed
      }
      onSaved={onSaved}
    >
      <ul className="settings__toggles">
        {kind === 'notifications' && (
          <li>
            <DevicePushSwitch />
          </li>
        )}
        {keys.map((key) => (
          <li key={key}>
            <label className="settings__toggle">
              <span className="settings__toggle-text">
                <span className="settings__toggle-label">{t[key]}</span>
                <span className="muted">{t[`${key}Hint`]}</span>
              </span>
              <input
                type="checkbox"
                role="switch"
                aria-checked={Boolean(values[key])}
                className="settings__switch"
                checked={Boolean(values[key])}
                onChange={(e) => setValues({ ...values, [key]: e.target.checked })}
              />
            </label>
          </li>
        ))}
      </ul>
    </SettingsForm>
  );
}
