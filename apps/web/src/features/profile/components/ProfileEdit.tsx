// Profile edit: first name, name, city and area editable (the city with its country's suggestions); username,
// phone, e-mail and country read-only (the country sets the devise the wallet holds).
// Only the changed fields are sent, nothing at all when nothing changed.
import { citiesOf, countryName, type MeResponse, SETTINGS_MSG } from '@sugu/domain';
import { useId, useState } from 'react';
import { type ProfileChanges, updateProfile } from '../api/settings';
import { profileText } from '../text';
import { SettingsForm } from './SettingsForm';

const t = profileText;
const EDITABLE = ['firstName', 'name', 'city', 'area'] as const;
type Editable = (typeof EDITABLE)[number];

interface ProfileEditProps {
  me: MeResponse;
  onSaved: (user: MeResponse | null, message: string) => void;
}

export function ProfileEdit({ me, onSaved }: ProfileEditProps) {
  const id = useId();
  const [values, setValues] = useState<Record<Editable, string>>(() => ({
    firstName: me.firstName,
    name: me.name,
    city: me.city ?? '',
    area: me.area ?? '',
  }));
  const changes = () => {
    const changed: ProfileChanges = {};
    for (const key of EDITABLE) {
      if (values[key].trim() !== (me[key] ?? '')) changed[key] = values[key].trim();
    }
    return Object.keys(changed).length ? changed : null;
  };

  const cities = citiesOf(me.country);
  const country = countryName(me.country);

  const field = (key: string, label: string, value: string, edit?: (v: string) => void) => (
    <div className="field" key={key}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        className="input"
        list={key === 'city' && cities.length > 0 ? `${id}-cities` : undefined}
        value={value}
        readOnly={!edit}
        aria-readonly={!edit}
        onChange={edit ? (e) => edit(e.target.value) : undefined}
      />
    </div>
  );

  return (
    <SettingsForm
      changes={changes}
      send={async (changed) => ({
        update: await updateProfile(changed),
        message: SETTINGS_MSG.profileUpdated,
      })}
      failure={SETTINGS_MSG.profileUpdateFailed}
      onSaved={onSaved}
    >
      {EDITABLE.map((key) => field(key, t[key], values[key], (v) => setValues({ ...values, [key]: v })))}
      <datalist id={`${id}-cities`}>
        {cities.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <fieldset className="settings__readonly">
        <legend className="muted">{t.readOnly}</legend>
        {field('username', t.username, me.username)}
        {field('phone', t.phone, me.phone ? `${me.dialCode} ${me.phone}` : '')}
        {field('email', t.email, me.email)}
        {field('country', t.country, `${country} (${me.devise})`)}
      </fieldset>
    </SettingsForm>
  );
}
