import { useSyncExternalStore } from 'react';
import { currentDataPolicy, type DataPolicy, subscribeDataSaver } from '../lib/data-saver';

const cache = { key: '', policy: null as DataPolicy | null };

/** The same object while nothing changed: useSyncExternalStore compares snapshots by identity. */
function snapshot(): DataPolicy {
  const policy = currentDataPolicy();
  const key = JSON.stringify(policy);
  if (key !== cache.key || !cache.policy) {
    cache.key = key;
    cache.policy = policy;
  }
  return cache.policy;
}

/** The data policy (Économiseur de données), re-rendering when the switch changes. */
export function useDataSaver(): DataPolicy {
  return useSyncExternalStore(subscribeDataSaver, snapshot, snapshot);
}
