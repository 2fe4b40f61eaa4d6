import type { Product } from '@sugu/domain';
import { PackageSearch } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { ProductCard } from '../../../entities/product/components/ProductCard';
import { productText } from '../../../entities/product/text';
import { EmptyState, ErrorNotice } from '../../../shared/ui/RegionState';
import { shopText } from '../text';

/** The first row on a phone (two columns): the page's largest paint, not left to lazy loading. */
const EAGER_CARDS = 2;

const t = shopText.catalog;

/** A keyset-paged product list (useInfiniteQuery). */
interface ProductPages {
  data: { pages: { items: Product[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The products of the pages loaded so far. */
export function useLoadedProducts(list: ProductPages): Product[] {
  return useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
}

interface ProductGridProps {
  list: ProductPages;
  onOpen: (product: Product) => void;
  /** Shown when the list is empty. */
  emptyText: string;
  emptyHint?: string;
  showShop?: boolean;
}

/**
 * Product cards (2 columns on phones, more on wider screens), skeletons, empty/error states, and the next
 * page loaded when the end of the list comes near.
 */
export function ProductGrid(props: ProductGridProps) {
  const { list } = props;
  const { hasNextPage: hasMore, isFetchingNextPage: loadingMore, fetchNextPage } = list;
  const onLoadMore = useCallback(() => {
    if (hasMore && !loadingMore) void fetchNextPage();
  }, [hasMore, loadingMore, fetchNextPage]);
  // A page of products arrives through the query cache's synchronous update: its cards render in a
  // deferred (sliced, interruptible) render rather than in one long task.
  const products = useDeferredValue(useLoadedProducts(list));
  const loading = useDeferredValue(list.isPending);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !loadingMore) onLoadMore();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, onLoadMore]);

  if (loading) {
    return (
      <ul className="product-grid" aria-busy="true" aria-label={productText.loading}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons
          <li key={i} className="product-card product-card--skeleton">
            <span className="product-card__media" />
            <span className="product-card__body">
              <span className="skeleton-line" />
              <span className="skeleton-line skeleton-line--short" />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (list.isError && !products.length) {
    return <ErrorNotice message={t.loadFailed} onRetry={() => void list.refetch()} />;
  }
  if (!products.length) {
    return (
      <EmptyState
        icon={<PackageSearch aria-hidden size={30} />}
        title={props.emptyText}
        text={props.emptyHint}
      />
    );
  }
  return (
    <>
      <ul className="product-grid" data-testid="product-grid">
        {products.map((p, i) => (
          <ProductCard
            key={p.id}
            product={p}
            onOpen={props.onOpen}
            showShop={props.showShop}
            eager={i < EAGER_CARDS}
          />
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} className="catalog-more">
          <button type="button" className="btn" disabled={loadingMore} onClick={onLoadMore}>
            {loadingMore ? productText.loading : t.loadMore}
          </button>
        </div>
      )}
    </>
  );
}
