// Steps 1 to 4: role, identity, location, contact.
import {
  AFRICAN_COUNTRIES,
  COUNTRY_MSG,
  citiesOf,
  countryName,
  countryProfileOf,
  GENDERS,
  LIMITS,
  MALIAN_CITIES,
  operatorsOf,
  ROLES,
} from '@sugu/domain';
import { ShoppingBag, Store } from 'lucide-react';
import { Field } from '../../../../shared/ui/Field';
import { authText } from '../../text';
import { ChoiceGroup } from './ChoiceGroup';
import { bind, fieldId, type StepProps } from './field-props';
import { dialCodeFor } from './form';

const t = authText.signUp;

export function RoleStep(props: StepProps) {
  const icons = { Client: <ShoppingBag aria-hidden size={26} />, Vendeur: <Store aria-hidden size={26} /> };
  return (
    <ChoiceGroup
      label={t.role.hint}
      name="role"
      variant="cards"
      choices={ROLES.map((role) => ({
        value: role,
        label: t.role[role].label,
        description: t.role[role].text,
        icon: icons[role],
      }))}
      value={props.form.role}
      onChange={(v) => props.set('role', v)}
      invalid={props.invalid === 'role'}
      errorId={props.errorId}
    />
  );
}

export function IdentityStep(props: StepProps) {
  return (
    <>
      <Field id={fieldId('name')} label={t.identity.name}>
        <input className="input" autoComplete="family-name" maxLength={80} {...bind(props, 'name')} />
      </Field>
      <Field id={fieldId('firstName')} label={t.identity.firstName}>
        <input className="input" autoComplete="given-name" maxLength={80} {...bind(props, 'firstName')} />
      </Field>
      <ChoiceGroup
        label={t.identity.gender}
        name="gender"
        choices={GENDERS.map((g) => ({ value: g, label: t.identity[g] }))}
        value={props.form.gender}
        onChange={(v) => props.set('gender', v)}
        invalid={props.invalid === 'gender'}
        errorId={props.errorId}
      />
    </>
  );
}

/** City and area: free text up to LIMITS.cityAreaMax, with the address autofill of their level. */
const PLACES = {
  city: { autoComplete: 'address-level2' },
  area: {
    autoComplete: 'address-level3',
    get placeholder() {
      return t.location.areaPlaceholder;
    },
  },
};
const placeInput = (props: StepProps, field: keyof typeof PLACES) => ({
  className: 'input',
  maxLength: LIMITS.cityAreaMax,
  ...PLACES[field],
  ...bind(props, field),
});

export function LocationStep(props: StepProps) {
  // The chosen country's main cities (Mali's 25 places for Mali); typed freely all the same.
  const cities = citiesOf(props.form.country);
  return (
    <>
      <Field id={fieldId('country')} label={t.location.country}>
        <select className="input" autoComplete="country" {...bind(props, 'country')}>
          {AFRICAN_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {countryName(c.code)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={fieldId('city')} label={t.location.city}>
        <input
          list="signup-cities"
          placeholder={t.location.cityPlaceholder(cities[0] ?? MALIAN_CITIES[0])}
          {...placeInput(props, 'city')}
        />
        <datalist id="signup-cities" data-testid="signup-cities">
          {cities.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
      </Field>
      <Field id={fieldId('area')} label={t.location.area}>
        <input {...placeInput(props, 'area')} />
      </Field>
    </>
  );
}

export function ContactStep(props: StepProps) {
  const phone = bind(props, 'phone');
  const dialCode = dialCodeFor(props.form.country);
  const rule = countryProfileOf(props.form.country)?.phone;
  return (
    <>
      <Field id={fieldId('phone')} label={t.contact.phone}>
        <div className="phone-input">
          <span className="phone-input__prefix" id="signup-dial-code">
            <span className="visually-hidden">{t.contact.dialCode} </span>
            {dialCode}
          </span>
          <input
            className="input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={20}
            {...phone}
            aria-describedby={[phone['aria-describedby'], 'signup-dial-code', 'signup-phone-hint']
              .filter(Boolean)
              .join(' ')}
          />
        </div>
        <p className="field__hint" id="signup-phone-hint">
          {rule ? `${t.contact.hint} ${COUNTRY_MSG.phoneHint(rule)}` : t.contact.hint}
        </p>
      </Field>
      <ChoiceGroup
        label={t.contact.operator}
        name="operator"
        choices={operatorsOf(props.form.country).map((o) => ({ value: o, label: o }))}
        value={props.form.operator}
        onChange={(v) => props.set('operator', v)}
        invalid={props.invalid === 'operator'}
        errorId={props.errorId}
      />
    </>
  );
}
