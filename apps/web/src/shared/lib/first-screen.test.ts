// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { dropFirstScreenOnInput } from './first-screen';

/** The copy index.html's inline script paints over the app on a repeat visit. */
function paintCopy() {
  const copy = document.createElement('div');
  copy.id = 'first-screen';
  document.body.append(copy);
  return copy;
}

/** The app's own button under the copy (the copy is inert: a tap reaches it). */
function appButton() {
  const button = document.createElement('button');
  document.body.append(button);
  return button;
}

describe('dropFirstScreenOnInput', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it('drops the copy at the first tap on the app, before the app handles it', () => {
    const copy = paintCopy();
    const button = appButton();
    let copyAtTap: boolean | null = null;
    button.addEventListener('pointerdown', () => {
      copyAtTap = copy.isConnected;
    });
    stop = dropFirstScreenOnInput();
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(copy.isConnected).toBe(false);
    expect(copyAtTap).toBe(false);
  });

  it('drops it at the first key press too', () => {
    const copy = paintCopy();
    stop = dropFirstScreenOnInput();
    appButton().dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(copy.isConnected).toBe(false);
  });

  it('stops listening once stopped (the app unmounted) or once the copy is gone', () => {
    const copy = paintCopy();
    dropFirstScreenOnInput()();
    appButton().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(copy.isConnected).toBe(true);
  });
});
