import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorNotice } from '../../../shared/ui/RegionError';
import { sellerText } from '../text';

/** A seller list or choice that failed to load: the message and a retry button. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return <ErrorNotice message={sellerText.loadFailed} onRetry={onRetry} />;
}

interface EmptyListProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** The page that fills the list, and its button's icon and label. */
  to: string;
  actionIcon: ReactNode;
  action: string;
}

/** An empty seller list: what is missing and the button to add the first one. */
export function EmptyList({ icon, title, text, to, actionIcon, action }: EmptyListProps) {
  return (
    <div className="seller-empty">
      {icon}
      <p className="seller-empty__title">{title}</p>
      <p className="muted">{text}</p>
      <Link className="btn btn--primary" to={to}>
        {actionIcon}
        {action}
      </Link>
    </div>
  );
}
