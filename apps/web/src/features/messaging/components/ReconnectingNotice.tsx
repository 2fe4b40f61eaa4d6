import { retrySocket, useSocketStatus } from '../../../shared/lib/socket';
import { messagingText as t } from '../text';

/** A discreet line while the live connection is down; once the retries are spent, a button to try again. */
export function ReconnectingNotice() {
  const status = useSocketStatus();
  if (status === 'reconnecting') {
    return (
      <p className="chat-reconnecting" role="status">
        {t.reconnecting}
      </p>
    );
  }
  if (status !== 'stopped') return null;
  return (
    <p className="chat-reconnecting" role="status">
      {t.connectionLost}{' '}
      <button type="button" className="chat-reconnect-button" onClick={retrySocket}>
        {t.retry}
      </button>
    </p>
  );
}
