// @vitest-environment jsdom
import { Component, type ReactNode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, update } from '../test/render';
import { LazyLayer, lazyLayer } from './LazyLayer';

/** The page's error boundary (shared/ui/RegionBoundary.tsx): what a layer's failure must never reach. */
class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Error page</p> : this.props.children;
  }
}

function sheetModule(chunk: { attempts: number; fails: boolean }) {
  return lazyLayer(async () => {
    chunk.attempts += 1;
    if (chunk.fails) throw new TypeError('Failed to fetch dynamically imported module');
    return function Sheet({ open }: { open: boolean }) {
      return open ? <p>Sheet</p> : null;
    };
  });
}

function pageWith(Sheet: ReturnType<typeof sheetModule>) {
  return function Page() {
    const [open, setOpen] = useState(false);
    const close = () => setOpen(false);
    return (
      <PageBoundary>
        <button type="button" onClick={() => setOpen(true)}>
          Partager
        </button>
        <LazyLayer open={open} onClose={close}>
          <Sheet open={open} />
        </LazyLayer>
      </PageBoundary>
    );
  };
}

const text = () => document.body.textContent;
const tapShare = () => update(() => document.querySelector('button')?.click());

describe('LazyLayer', () => {
  beforeEach(() => {
    // The failed load is logged; the test keeps the output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it("asks for the layer's code at its first open only", async () => {
    const chunk = { attempts: 0, fails: false };
    const Page = pageWith(sheetModule(chunk));
    await render(<Page />);
    expect(chunk.attempts).toBe(0);
    await tapShare();
    expect(chunk.attempts).toBe(1);
    expect(text()).toContain('Sheet');
  });

  it('keeps the page when the code fails to arrive, and asks for it again at the next open', async () => {
    const chunk = { attempts: 0, fails: true };
    const Page = pageWith(sheetModule(chunk));
    await render(<Page />);
    await tapShare();
    expect(chunk.attempts).toBe(1);
    expect(text()).toBe('Partager');

    chunk.fails = false;
    await tapShare();
    expect(chunk.attempts).toBe(2);
    expect(text()).toContain('Sheet');
  });
});
