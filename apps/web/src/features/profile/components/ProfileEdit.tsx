// Profile edit: first name, name, country, city, area and operator editable (the city with its country's
// suggestions, the operators its country offers); username, e-mail and devise read-only, and the phone too
// unless the country changes: a new country comes with its city, area, number and operator, which the server
// checks by that country's rules, and its devise when no money of the old one is left (docs/RULES.md,
// Paramètres du compte). Only the changed fields are sent, nothing at all when nothing changed.
import {
  AFRICAN_COUNTRIES,
  COUNTRY_MSG,
  citiesOf,
  countryName,
  countryProfileOf,
  deviseLabel,
  deviseOf,
  dialCodeOf,
  LIMITS,
  type MeResponse,
  operatorsOf,
  SETTINGS_MSG,
} from '@sugu/domain';
import { type ReactNode, useId, useState } from 'react';
import { ApiError } from '../../../shared/lib/api';
import { type ProfileChanges, updateProfile } from '../api/settings';
import { profileText } from '../text';
import { SettingsForm } from './SettingsForm';

const t = profileText;
const EDITABLE = ['firstName', 'name', 'city', 'area', 'operator'] as const;
type Editable = (typeof EDITABLE)[number];
type Values = Record<Editable | 'country' | 'phone', string>;

interface ProfileEditProps {
  me: MeResponse;
  onSaved: (user: MeResponse | null, message: string) => void;
}

/** What the form sends: the changed fields; with a new country, everything that country brings. */
function changesOf(me: MeResponse, values: Values): ProfileChanges | null {
  const changed: ProfileChanges = {};
  const moving = values.country !== me.country;
  for (const key of EDITABLE) {
    const value = values[key].trim();
    if (value !== (me[key] ?? '') || (moving && value)) changed[key] = value;
  }
  if (moving) Object.assign(changed, { country: values.country, phone: values.phone.trim() });
  return Object.keys(changed).length ? changed : null;
}

export function ProfileEdit({ me, onSaved }: ProfileEditProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => ({
    firstName: me.firstName,
    name: me.name,
    country: me.country,
    city: me.city ?? '',
    area: me.area ?? '',
    phone: '',
    operator: me.operator ?? '',
  }));
  // The fields the server refused (a number breaking the new country's rule…), marked invalid.
  const [refused, setRefused] = useState<string[]>([]);
  const errorId = `${id}-error`;
  const invalidProps = (key: string) =>
    refused.includes(key) ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const set = (key: keyof Values) => (value: string) => setValues({ ...values, [key]: value });
  // Another country: its own place, number and operator are asked for, nothing of the old one is kept.
  const setCountry = (country: string) =>
    setValues({
      ...values,
      country,
      ...(country === me.country
        ? { city: me.city ?? '', area: me.area ?? '', operator: me.operator ?? '', phone: '' }
        : { city: '', area: '', operator: '', phone: '' }),
    });
  const moving = values.country !== me.country;
  const cities = citiesOf(values.country);
  const rule = countryProfileOf(values.country)?.phone;
  const devise = deviseOf(values.country);

  const field = (key: string, label: string, control: ReactNode, hint?: string) => (
    <div className="field" key={key}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {control}
      {hint && (
        <p className="settings__hint" id={`${id}-${key}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
  const input = (key: keyof Values | 'username' | 'email' | 'devise', value: string, edit?: boolean) => (
    <input
      id={`${id}-${key}`}
      name={key}
      className="input"
      list={key === 'city' && cities.length > 0 ? `${id}-cities` : undefined}
      maxLength={key === 'city' || key === 'area' ? LIMITS.cityAreaMax : undefined}
      value={value}
      readOnly={!edit}
      aria-readonly={!edit}
      {...(edit && invalidProps(key))}
      onChange={edit ? (e) => set(key as keyof Values)(e.target.value) : undefined}
    />
  );
  const select = (
    key: 'country' | 'operator',
    value: string,
    change: (value: string) => void,
    options: { value: string; label: string }[],
  ) => (
    <select
      id={`${id}-${key}`}
      name={key}
      className="input"
      value={value}
      onChange={(e) => change(e.target.value)}
      {...invalidProps(key)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  const text = (key: 'firstName' | 'name' | 'city' | 'area') =>
    field(key, t[key], input(key, values[key], true));

  return (
    <SettingsForm
      changes={() => changesOf(me, values)}
      send={async (changed) => {
        try {
          const update = await updateProfile(changed);
          return {
            update,
            message: changed.country ? SETTINGS_MSG.countryChanged : SETTINGS_MSG.profileUpdated,
          };
        } catch (err) {
          setRefused(err instanceof ApiError ? Object.keys(err.fields) : []);
          throw err;
        }
      }}
      errorId={errorId}
      failure={SETTINGS_MSG.profileUpdateFailed}
      onSaved={onSaved}
    >
      {text('firstName')}
      {text('name')}
      {field(
        'country',
        t.country,
        select(
          'country',
          values.country,
          setCountry,
          AFRICAN_COUNTRIES.map((c) => ({ value: c.code, label: countryName(c.code) })),
        ),
      )}
      {moving && (
        <p className="settings__moving" role="status">
          {devise === me.devise
            ? t.movingSameDevise
            : t.movingDevise(deviseLabel(me.devise), deviseLabel(devise))}{' '}
          {t.movingPhone}
        </p>
      )}
      {text('city')}
      {text('area')}
      <datalist id={`${id}-cities`}>
        {cities.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      {moving &&
        field(
          'phone',
          t.phone,
          <div className="settings__phone">
            <span className="settings__dial-code">{dialCodeOf(values.country)}</span>
            <input
              id={`${id}-phone`}
              name="phone"
              className="input"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={20}
              value={values.phone}
              aria-invalid={refused.includes('phone') || undefined}
              aria-describedby={
                refused.includes('phone') ? `${id}-phone-hint ${errorId}` : `${id}-phone-hint`
              }
              onChange={(e) => set('phone')(e.target.value)}
            />
          </div>,
          rule ? COUNTRY_MSG.phoneHint(rule) : t.phoneHint,
        )}
      {field(
        'operator',
        t.operator,
        select('operator', values.operator, set('operator'), [
          ...(values.operator ? [] : [{ value: '', label: t.chooseOperator }]),
          ...operatorsOf(values.country).map((operator) => ({ value: operator, label: operator })),
        ]),
      )}
      <fieldset className="settings__readonly">
        <legend className="muted">{t.readOnly}</legend>
        {field('username', t.username, input('username', me.username))}
        {!moving && field('phone', t.phone, input('phone', me.phone ? `${me.dialCode} ${me.phone}` : ''))}
        {field('email', t.email, input('email', me.email))}
        {field('devise', t.devise, input('devise', me.devise))}
      </fieldset>
    </SettingsForm>
  );
}
