import { CATALOG_MSG } from '@sugu/domain';
import { Newspaper, RefreshCw } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useFeed } from '../../../entities/publication/api/publications';
import { PublicationCard } from '../../../entities/publication/components/PublicationCard';
import { PublicationSkeleton } from '../../../entities/publication/components/PublicationSkeleton';
import { useProgressiveCount } from '../../../shared/hooks/use-progressive-count';
import { EmptyState, ErrorNotice } from '../../../shared/ui/RegionState';
import { useFeedFirstScreen } from '../hooks/use-feed-first-screen';
import { feedText } from '../text';
import './feed.css';

const t = feedText.feed;

/** Publications newest first, 50 at a time; the button at the end adds 50 more. */
export function Feed() {
  const feed = useFeed();
  // The query cache announces a new page synchronously; rendering its cards in a deferred (interruptible,
  // sliced) render keeps that from being one long task when the first page arrives.
  const data = useDeferredValue(feed.data);
  const publications = data?.pages.flatMap((page) => page.items) ?? [];
  // The first cards paint at once; the rest of the page follows in idle moments.
  const shown = useProgressiveCount(publications.length);
  useFeedFirstScreen(data !== undefined || feed.isError, Math.min(shown, publications.length));

  if (data === undefined && !feed.isError)
    return (
      <div className="feed" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t.loadingLabel}
        </p>
        <PublicationSkeleton />
        <PublicationSkeleton />
      </div>
    );

  if (feed.isError)
    return <ErrorNotice message={CATALOG_MSG.feedLoadFailed} onRetry={() => void feed.refetch()} />;

  if (publications.length === 0)
    return <EmptyState icon={<Newspaper aria-hidden size={28} />} title={t.emptyTitle} text={t.emptyText} />;

  return (
    <section className="feed" aria-label={t.label}>
      {publications.slice(0, shown).map((p, i) => (
        <PublicationCard key={p.id} publication={p} eager={i === 0} />
      ))}
      {feed.isFetchNextPageError && (
        <p className="feed__error" role="alert">
          {CATALOG_MSG.feedLoadFailed}
        </p>
      )}
      {shown < publications.length ? null : feed.hasNextPage ? (
        <button
          type="button"
          className="btn btn--block feed__more"
          onClick={() => void feed.fetchNextPage()}
          disabled={feed.isFetchingNextPage}
        >
          <RefreshCw aria-hidden size={18} className={feed.isFetchingNextPage ? 'feed__spin' : undefined} />
          {feed.isFetchingNextPage ? t.loadingMore : t.loadMore}
        </button>
      ) : (
        <p className="feed__end muted">{t.end}</p>
      )}
    </section>
  );
}
