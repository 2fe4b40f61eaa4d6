// @vitest-environment jsdom
import { useId, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { authText } from '../features/auth/text';
import { changeLocale, LocaleRoot, setTranslationLoader } from '../shared/i18n/locale';
import { render, update } from '../shared/test/render';

setTranslationLoader('en', { first: () => import('./i18n-en-first'), all: () => import('./i18n-en') });

/** A form half filled: its value lives in the component's state, as in /signup and /login. */
function FirstName() {
  const id = useId();
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor={id}>{authText.signUp.identity.firstName}</label>
      <input id={id} value={value} onChange={(e) => setValue(e.target.value)} />
    </>
  );
}

describe('LocaleRoot', () => {
  it('shows a switched language at once and keeps what a form holds', async () => {
    const view = await render(<LocaleRoot render={() => <FirstName />} />);
    const label = () => view.container.querySelector('label')?.textContent;
    const input = view.container.querySelector('input')!;
    expect(label()).toBe('Prénom');
    // What React's onChange hears from a user typing.
    await update(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Kofi');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });

    await update(() => changeLocale('en', false));
    expect(label()).toBe('First name');
    expect(view.container.querySelector('input')).toBe(input);
    expect(input.value).toBe('Kofi');

    await update(() => changeLocale('fr', false));
    expect(label()).toBe('Prénom');
    expect(input.value).toBe('Kofi');
    await view.unmount();
  });
});
