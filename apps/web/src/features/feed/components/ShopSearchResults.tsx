import { formatRating, type Shop } from '@sugu/domain';
import { Search, Star, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../shared/ui/Avatar';
import { EmptyState } from '../../../shared/ui/RegionState';
import { useShopSearch } from '../api/shop-search';
import { feedText } from '../text';
import './feed.css';

const t = feedText.search;
const DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Shop search results under the home header's search field (debounced keyword). */
export function ShopSearchResults({ keyword, emptyText }: { keyword: string; emptyText: string }) {
  const debounced = useDebounced(keyword.trim(), DEBOUNCE_MS);
  const search = useShopSearch(debounced);

  if (keyword.trim() === '')
    return (
      <div aria-live="polite">
        <EmptyState icon={<Search aria-hidden size={28} />} title={emptyText} />
      </div>
    );

  const result = search.data;
  if (!result || (search.isPlaceholderData && result.items.length === 0))
    return (
      <p className="shop-results__count muted" aria-live="polite">
        {t.searching}
      </p>
    );

  if (result.items.length === 0)
    return (
      <div aria-live="polite">
        <EmptyState icon={<Store aria-hidden size={28} />} title={t.noResult(debounced)} />
      </div>
    );

  return (
    <section aria-live="polite" aria-busy={search.isFetching}>
      <p className="shop-results__count muted">{t.count(result.total)}</p>
      <ul className="shop-results">
        {result.items.map((shop) => (
          <ShopResult key={shop.id} shop={shop} />
        ))}
      </ul>
    </section>
  );
}

function ShopResult({ shop }: { shop: Shop }) {
  const rate = formatRating(shop.rate);
  return (
    <li className="shop-result" data-testid="shop-result">
      <Avatar name={shop.shopName} url={shop.coverImgUrl} size={84} className="shop-result__cover" />
      <div className="shop-result__body">
        <h3 className="shop-result__name">{shop.shopName}</h3>
        <p className="shop-result__bio">{shop.biography}</p>
        <p className="shop-result__rating">
          <span className="shop-result__stars" role="img" aria-label={t.rating(rate)}>
            {[1, 2, 3, 4, 5].map((n) => (
              <Star
                key={n}
                aria-hidden
                size={14}
                fill={shop.rate >= n - 0.25 ? 'currentColor' : 'none'}
                strokeWidth={1.8}
              />
            ))}
          </span>
          <strong>{shop.rateCount > 0 ? rate : t.newShop}</strong>
          <span className="muted">{t.ratings(shop.rateCount)}</span>
        </p>
        <Link to={`/boutique/${shop.id}`} className="btn shop-result__visit">
          {t.visit}
        </Link>
      </div>
    </li>
  );
}
