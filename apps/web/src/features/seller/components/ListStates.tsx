import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorNotice } from '../../../shared/ui/RegionState';
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
    <EmptyState icon={icon} title={title} text={text}>
      <Link className="btn btn--primary" to={to}>
        {actionIcon}
        {action}
      </Link>
    </EmptyState>
  );
}

interface PagedListProps<T> {
  /** A keyset-paged list of the seller's (useInfiniteQuery). */
  query: {
    data: { pages: { items: T[] }[] } | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
    hasNextPage: boolean;
    fetchNextPage: () => unknown;
    isFetchingNextPage: boolean;
  };
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  /** Shown when the list is empty. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** The states every seller list goes through (loading, failed, empty, filled) and its 'Voir plus' button. */
export function PagedList<T>({ query, skeleton, empty, children }: PagedListProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      {query.isPending && skeleton}
      {query.isError && <LoadError onRetry={() => void query.refetch()} />}
      {query.data && items.length === 0 && empty}
      {items.length > 0 && children(items)}
      {query.hasNextPage && (
        <button
          type="button"
          className="btn btn--block seller-more"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {sellerText.profile.more}
        </button>
      )}
    </>
  );
}
