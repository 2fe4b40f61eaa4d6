import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentDataPolicy, DATA_SAVER_KEY, dataPolicy, setDataSaver } from './data-saver';

describe('dataPolicy', () => {
  it('follows the browser’s Save-Data when the app’s switch was never touched', () => {
    expect(dataPolicy(null, true).saver).toBe(true);
    expect(dataPolicy(null, false).saver).toBe(false);
    expect(dataPolicy(null, undefined).saver).toBe(false);
  });

  it('lets the app’s switch win over the browser, both ways', () => {
    expect(dataPolicy('on', false).saver).toBe(true);
    expect(dataPolicy('on', undefined).saver).toBe(true);
    expect(dataPolicy('off', true).saver).toBe(false);
  });

  it('asks for no prefetch and no autoplay when saving', () => {
    expect(dataPolicy('on', false)).toEqual({ saver: true, prefetchImages: false, autoplay: false });
    expect(dataPolicy('off', false)).toEqual({ saver: false, prefetchImages: true, autoplay: true });
  });
});

describe('the stored switch', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubBrowser(saveData?: boolean, failing = false) {
    const store = new Map<string, string>();
    const events: string[] = [];
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => {
        if (failing) throw new Error('SecurityError');
        return store.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        if (failing) throw new Error('QuotaExceededError');
        store.set(key, value);
      },
    });
    vi.stubGlobal('navigator', { connection: saveData === undefined ? undefined : { saveData } });
    vi.stubGlobal('window', { dispatchEvent: (e: Event) => events.push(e.type) });
    return { store, events };
  }

  it('is kept in localStorage and announced to the page', () => {
    const { store, events } = stubBrowser(true);
    expect(currentDataPolicy().saver).toBe(true);
    setDataSaver(false);
    expect(store.get(DATA_SAVER_KEY)).toBe('off');
    expect(events).toHaveLength(1);
    expect(currentDataPolicy().saver).toBe(false);
    setDataSaver(true);
    expect(currentDataPolicy().saver).toBe(true);
  });

  it('falls back to the browser when storage is refused', () => {
    stubBrowser(true, true);
    expect(() => setDataSaver(false)).not.toThrow();
    expect(currentDataPolicy().saver).toBe(true);
  });

  it('ignores a value it did not write', () => {
    const { store } = stubBrowser(false);
    store.set(DATA_SAVER_KEY, 'yes');
    expect(currentDataPolicy().saver).toBe(false);
  });
});
