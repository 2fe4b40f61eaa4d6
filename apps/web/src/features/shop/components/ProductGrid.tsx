import type { Product } from '@sugu/domain';
import { PackageSearch } from 'lucide-react';
import { useDeferredValue, useEffect, useRef } from 'react';
import { ProductCard } from '../../../entities/product/components/ProductCard';
import { productText } from '../../../entities/product/text';
import { EmptyState, ErrorNotice } from '../../../shared/ui/RegionState';
import { shopText } from '../text';

/** The first row on a phone (two columns): the page's largest paint, not left to lazy loading. */
const EAGER_CARDS = 2;

const t = shopText.catalog;

interface ProductGridProps {
  products: Product[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (product: Product) => void;
  /** Shown when the list is empty. */
  emptyText: string;
  emptyHint?: string;
  showShop?: boolean;
}

/** Product cards (2 columns on phones, more on wider screens), skeletons, empty/error states, auto paging. */
export function ProductGrid(props: ProductGridProps) {
  const { error, hasMore, loadingMore, onLoadMore } = props;
  // A page of products arrives through the query cache's synchronous update: its cards render in a
  // deferred (sliced, interruptible) render rather than in one long task.
  const products = useDeferredValue(props.products);
  const loading = useDeferredValue(props.loading);
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
  if (error && !products.length) {
    return <ErrorNotice message={t.loadFailed} onRetry={props.onRetry} />;
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
