import { LIMITS } from '@sugu/domain';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../../shared/lib/api';
import { FormError } from '../../../shared/ui/FormError';
import { Popup } from '../../../shared/ui/Popup';
import { useRateShop } from '../api/ratings';
import { ratingText } from '../rating-text';
import './rating-popup.css';

const t = ratingText;

interface RatingPopupProps {
  shopId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Rating popup: stars 1–5 with their labels, optional review ≤ 200 with its counter.
 * The server decides who may rate (a buyer with an accepted order): its refusal is shown as it says it.
 */
export function RatingPopup({ shopId, open, onClose }: RatingPopupProps) {
  const rate = useRateShop(shopId);
  const [note, setNote] = useState(0);
  const [review, setReview] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const close = () => {
    setNote(0);
    setReview('');
    setError(null);
    setDone(false);
    rate.reset();
    onClose();
  };

  const submit = () => {
    if (note === 0) return setError(t.noteRequired);
    setError(null);
    rate.mutate(
      { rateNote: note, rateReview: review.trim() || null },
      {
        onSuccess: () => setDone(true),
        // 403 (not a buyer of this shop) and 400 carry a clear French message; anything else: t.sendFailed.
        onError: (e) =>
          setError(e instanceof ApiError && [400, 403, 404].includes(e.status) ? e.message : t.sendFailed),
      },
    );
  };

  return (
    <Popup open={open} title={t.title} onClose={close}>
      {done ? (
        <div className="rating" data-testid="rating-done">
          <p className="rating__thanks">{t.thanks}</p>
          <button type="button" className="btn btn--primary btn--block" onClick={close}>
            {t.close}
          </button>
        </div>
      ) : (
        <form
          className="rating"
          data-testid="rating-popup"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <fieldset className="rating__stars" aria-label={t.title}>
            {[1, 2, 3, 4, 5].map((n) => (
              <button
                key={n}
                type="button"
                aria-pressed={note === n}
                aria-label={`${t.star(n)} : ${t.labels[n - 1]}`}
                className={`rating__star${n <= note ? ' rating__star--on' : ''}`}
                onClick={() => {
                  setNote(n);
                  setError(null);
                }}
              >
                <Star aria-hidden size={36} fill={n <= note ? 'currentColor' : 'none'} />
              </button>
            ))}
          </fieldset>
          <p className="rating__label" data-testid="rating-label">
            {note ? t.labels[note - 1] : t.none}
          </p>
          <label className="rating__review">
            <span>{t.review}</span>
            <textarea
              value={review}
              maxLength={LIMITS.reviewMax}
              rows={3}
              placeholder={t.placeholder}
              onChange={(e) => setReview(e.target.value.slice(0, LIMITS.reviewMax))}
            />
            <small className="muted">{t.counter(review.length)}</small>
          </label>
          <FormError message={error} className="rating__error" />
          <button
            type="submit"
            className="btn btn--primary btn--block"
            disabled={note === 0 || rate.isPending}
          >
            {rate.isPending ? t.sending : t.submit}
          </button>
        </form>
      )}
    </Popup>
  );
}
