import { useEffect, useState } from 'react';
import { useMe } from '../entities/session/api/me';
import { LazyLayer } from '../shared/ui/LazyLayer';
import { LiveConnection } from './LiveConnection.lazy';

/** Starts the live connection once a user is loaded and the page has had its first quiet moment. */
export function LiveConnectionLoader() {
  const { data: me } = useMe();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!me || idle) return;
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 500);
    return () => clearTimeout(timer);
  }, [me, idle]);
  if (!me || !idle) return null;
  return (
    // If its code fails to arrive, the pages stay as they are, without live updates.
    <LazyLayer open>
      {/* A new user (logout then login) gets a fresh connection. */}
      <LiveConnection key={me.id} userId={me.id} />
    </LazyLayer>
  );
}
