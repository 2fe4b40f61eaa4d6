import { formatChatDate, RATING_LABELS } from '@sugu/domain';
import { Star } from 'lucide-react';
import { useShopReviews } from '../../../entities/shop/api/ratings';
import { Avatar } from '../../../shared/ui/Avatar';
import { ErrorNotice } from '../../../shared/ui/RegionState';
import { shopText } from '../text';

const t = shopText.shop;

/** A shop's reviews (stars, text, buyer, date), newest first, a page at a time. */
export function ShopReviews({ shopId }: { shopId: string }) {
  const reviews = useShopReviews(shopId);
  if (reviews.isPending) return <p className="muted shop-reviews__state">{t.loading}</p>;
  if (reviews.isError)
    return <ErrorNotice message={t.reviewsFailed} onRetry={() => void reviews.refetch()} />;
  const items = reviews.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="muted shop-reviews__state">{t.noReviews}</p>;
  return (
    <div className="shop-reviews">
      <ul className="shop-reviews__list" data-testid="shop-reviews">
        {items.map((r) => (
          <li key={r.userId} className="shop-review">
            <Avatar name={r.username} url={r.profilePictureUrl} size={40} />
            <div className="shop-review__body">
              <p className="shop-review__head">
                <strong>{r.username}</strong>
                <span className="muted">{formatChatDate(r.createdAt)}</span>
              </p>
              <span
                className="shop-review__stars"
                role="img"
                aria-label={`${r.rateNote}/5 : ${RATING_LABELS[r.rateNote - 1]}`}
              >
                {[1, 2, 3, 4, 5].map((n) => (
                  <Star key={n} aria-hidden size={15} fill={n <= r.rateNote ? 'currentColor' : 'none'} />
                ))}
              </span>
              {r.rateReview && <p className="shop-review__text">{r.rateReview}</p>}
            </div>
          </li>
        ))}
      </ul>
      {reviews.hasNextPage && (
        <button
          type="button"
          className="btn btn--block"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {t.moreReviews}
        </button>
      )}
    </div>
  );
}
