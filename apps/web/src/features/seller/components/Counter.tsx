import { sellerText } from '../../../i18n/seller';

/** "n/max" under a field; turns to the warning colour near the limit. */
export function Counter({ id, value, max }: { id?: string; value: number; max: number }) {
  return (
    <span id={id} className={value >= max ? 'seller-counter seller-counter--full' : 'seller-counter'}>
      {sellerText.counter(value, max)}
    </span>
  );
}
