import { useSocketStatus } from '../../../shared/lib/socket';
import { messagingText as t } from '../text';

/** A discreet line while the live connection is down; it heals by itself. */
export function ReconnectingNotice() {
  const status = useSocketStatus();
  if (status !== 'reconnecting') return null;
  return (
    <p className="chat-reconnecting" role="status">
      {t.reconnecting}
    </p>
  );
}
