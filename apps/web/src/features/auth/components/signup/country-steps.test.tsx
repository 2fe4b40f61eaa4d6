// @vitest-environment jsdom
// The sign-up's country sets the rest: the cities suggested, the dial code, the number's rule and the
// operators offered follow the chosen country (the spec's Malian defaults first), in French.
import { MALIAN_CITIES, MSG } from '@sugu/domain';
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../../../shared/test/render';
import type { StepProps } from './field-props';
import { initialForm, type SignUpForm, validateStep, withField } from './form';
import { ContactStep, LocationStep } from './ProfileSteps';

afterEach(() => {
  document.body.innerHTML = '';
});

let current: SignUpForm = initialForm;

function Steps() {
  const [form, setForm] = useState<SignUpForm>(initialForm);
  current = form;
  const props: StepProps = {
    form,
    set: (field, value) => setForm((f) => withField(f, field, value)),
    invalid: null,
    errorId: 'e',
    message: null,
  };
  return (
    <>
      <LocationStep {...props} />
      <ContactStep {...props} />
    </>
  );
}

const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
const cities = () =>
  [...document.querySelectorAll('#signup-cities option')].map((o) => o.getAttribute('value'));
const operators = () =>
  [...document.querySelectorAll('input[name="operator"]')].map((i) => (i as HTMLInputElement).value);

/** Picks a value as a user does: React reads it from the native setter and the event. */
async function choose(element: HTMLSelectElement | HTMLInputElement, value: string) {
  const proto =
    element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

describe('sign-up: the country sets cities, dial code, number rule and operators', () => {
  it('starts on the spec’s Malian defaults', async () => {
    await render(<Steps />);
    expect($<HTMLSelectElement>('#signup-country').value).toBe('ML');
    expect(cities()).toEqual([...MALIAN_CITIES]);
    expect($<HTMLInputElement>('#signup-city').placeholder).toBe('Ex. : Bamako');
    expect($('#signup-dial-code').textContent).toBe('Indicatif +223');
    expect($('#signup-phone-hint').textContent).toBe('Le numéro de votre compte mobile money.');
    expect(operators()).toEqual(['Orange', 'Moov Africa', 'Telecel']);
  });

  it('offers Ghana’s cities, +233, its rule and MTN, Telecel, AT once Ghana is chosen', async () => {
    await render(<Steps />);
    const ghana = [...$<HTMLSelectElement>('#signup-country').options].find((o) => o.value === 'GH');
    expect(ghana?.textContent).toBe('Ghana');
    await choose($('#signup-country'), 'GH');
    expect(cities()).toContain('Accra');
    expect(cities()).toContain('Kumasi');
    expect(cities()).not.toContain('Bamako');
    expect($<HTMLInputElement>('#signup-city').placeholder).toBe('Ex. : Accra');
    expect($('#signup-dial-code').textContent).toBe('Indicatif +233');
    expect($('#signup-phone-hint').textContent).toBe(
      'Le numéro de votre compte mobile money. 9 chiffres, sans le 0 initial.',
    );
    expect(operators()).toEqual(['MTN', 'Telecel', 'AT']);
  });

  it('drops an operator the new country does not have, and checks the number by its rule', async () => {
    await render(<Steps />);
    await choose($('#signup-country'), 'NG');
    expect(operators()).toEqual(['MTN', 'Airtel', 'Glo', '9mobile']);
    await act(async () => $<HTMLInputElement>('input[name="operator"][value="Glo"]').click());
    expect(current.operator).toBe('Glo');
    await choose($('#signup-phone'), '0803 123 4567');
    expect(validateStep('contact', current)).toEqual({
      field: 'phone',
      message:
        'Numéro de mobile invalide (Nigeria) : 10 chiffres après +234, sans le 0, commençant par 70, 71, 72, 80, 81, 90 ou 91',
    });
    await choose($('#signup-phone'), '803 123 4567');
    expect(validateStep('contact', current)).toBeNull();
    // MTN is in both Nigeria and Ghana and stays; Glo is not in Mali and goes.
    await choose($('#signup-country'), 'ML');
    expect(current.operator).toBe('');
    expect(operators()).toEqual(['Orange', 'Moov Africa', 'Telecel']);
    expect(validateStep('contact', { ...current, phone: '7612345', operator: 'Orange' })?.message).toBe(
      MSG.phoneInvalid,
    );
  });
});
