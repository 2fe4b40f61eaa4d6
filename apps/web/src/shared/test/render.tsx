// Rendering for the web app's unit tests that need a DOM (files starting `// @vitest-environment jsdom`):
// React's own createRoot and act, without a testing library.
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

// Tells React that updates are awaited with act (no "not wrapped in act" warnings).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders `ui` into a fresh container in document.body; every update is flushed before it resolves. */
export async function render(ui: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(ui));
  return {
    container,
    rerender: (next: ReactNode) => act(async () => root.render(next)),
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Runs `update` (a click, a navigation) and lets React render what follows. */
export function update(run: () => unknown): Promise<void> {
  return act(async () => {
    await run();
  });
}
