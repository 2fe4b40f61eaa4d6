import { RefreshCw } from 'lucide-react';
import { fr } from '../text';
import './error-notice.css';

/** A region that could not show its content: why, in the region's own words, and 'Réessayer'. */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="error-notice" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry}>
          <RefreshCw aria-hidden size={18} />
          {fr.retry}
        </button>
      )}
    </div>
  );
}
