import { useState } from 'react';

/**
 * Local state that starts from a prop and follows it when the prop changes (a refetch, a cache edit from
 * another card), while the component may change it meanwhile (optimistic updates).
 */
export function useMirror<T>(value: T): [T, (next: T) => void] {
  const [state, setState] = useState(value);
  const [source, setSource] = useState(value);
  if (!Object.is(source, value)) {
    setSource(value);
    setState(value);
  }
  return [state, setState];
}
