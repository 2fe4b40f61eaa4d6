import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentDataPolicy, DATA_SAVER_KEY, dataPolicy, setDataSaver, srcSetUpTo } from './data-saver';

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

  it('asks for the 320 px images, no prefetch and no autoplay when saving', () => {
    expect(dataPolicy('on', false)).toEqual({
      saver: true,
      maxImageWidth: 320,
      prefetchImages: false,
      autoplay: false,
    });
    expect(dataPolicy('off', false)).toEqual({
      saver: false,
      maxImageWidth: 640,
      prefetchImages: true,
      autoplay: true,
    });
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
    expect(currentDataPolicy().maxImageWidth).toBe(320);
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

describe('srcSetUpTo', () => {
  it('keeps the variants up to the width asked for', () => {
    expect(srcSetUpTo('/media/abc-640.webp', 320)).toBe('/media/abc-320.webp 320w');
    expect(srcSetUpTo('/media/abc-640.webp', 640)).toBe('/media/abc-320.webp 320w, /media/abc-640.webp 640w');
    expect(srcSetUpTo('/media/abc-640.webp', Number.POSITIVE_INFINITY)).toContain('abc-1280.webp 1280w');
  });

  it('leaves a foreign URL alone', () => {
    expect(srcSetUpTo('https://example.com/a.png', 320)).toBeUndefined();
  });
});
