// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, update } from '../test/render';
import { RegionBoundary } from './RegionState';

let broken = true;
function Orders() {
  if (broken) throw new Error('render failed');
  return <p>Liste des commandes</p>;
}

const page = (resetKey?: string) => (
  <main>
    <h1>Messages</h1>
    <RegionBoundary
      message="une erreur est survenue lors de la recuperation des commandes"
      resetKey={resetKey}
    >
      <Orders />
    </RegionBoundary>
    <nav>Accueil</nav>
  </main>
);

const retry = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === 'Réessayer') as HTMLButtonElement;

describe('RegionBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('shows the region’s own text and Réessayer in its place; the rest of the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    const view = await render(page());
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(
      'une erreur est survenue lors de la recuperation des commandes',
    );
    expect(document.querySelector('h1')?.textContent).toBe('Messages');
    expect(document.querySelector('nav')?.textContent).toBe('Accueil');

    broken = false;
    await update(() => retry().click());
    expect(document.body.textContent).toContain('Liste des commandes');
    expect(document.querySelector('[role="alert"]')).toBeNull();
    await view.unmount();
  });

  it('renders afresh when its key changes (another order opened)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    const view = await render(page('A'));
    expect(retry()).toBeDefined();
    broken = false;
    await view.rerender(page('B'));
    expect(document.body.textContent).toContain('Liste des commandes');
    await view.unmount();
  });
});
