// Data saver (beyond the spec, for slow mobile data): the browser's Save-Data setting
// (navigator.connection.saveData, the same switch that sends the `Save-Data: on` request header) or the app's
// own switch, kept in localStorage. The app's switch wins either way; without it, the browser decides.
export const DATA_SAVER_KEY = 'sugu:data-saver';

type Stored = 'on' | 'off' | null;

/** What the rest of the app follows when the saver is on or off. */
export interface DataPolicy {
  saver: boolean;
  /** Whether a carousel may fetch photos the user has not swiped to yet. */
  prefetchImages: boolean;
  autoplay: boolean;
}

export function dataPolicy(stored: Stored, browserSaveData: boolean | undefined): DataPolicy {
  const saver = stored === null ? browserSaveData === true : stored === 'on';
  return {
    saver,
    prefetchImages: !saver,
    autoplay: !saver,
  };
}

function readStored(): Stored {
  try {
    const value = localStorage.getItem(DATA_SAVER_KEY);
    return value === 'on' || value === 'off' ? value : null;
  } catch {
    // Storage refused (private mode, quota): the browser's setting decides.
    return null;
  }
}

function browserSaveData(): boolean | undefined {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
}

export function currentDataPolicy(): DataPolicy {
  return dataPolicy(readStored(), browserSaveData());
}

const CHANGE = 'sugu:data-saver-change';

export function setDataSaver(on: boolean): void {
  try {
    localStorage.setItem(DATA_SAVER_KEY, on ? 'on' : 'off');
  } catch {
    // Not kept across visits then; this page still follows the choice below.
  }
  window.dispatchEvent(new Event(CHANGE));
}

/** Subscribes to the switch (this tab and others) for useSyncExternalStore. */
export function subscribeDataSaver(notify: () => void): () => void {
  window.addEventListener(CHANGE, notify);
  window.addEventListener('storage', notify);
  return () => {
    window.removeEventListener(CHANGE, notify);
    window.removeEventListener('storage', notify);
  };
}
