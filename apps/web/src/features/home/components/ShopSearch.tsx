import { Store } from 'lucide-react';
import { homeText } from '../../../i18n/home';

/** The shop search area under the search bar. Results (GET shops by keyword) come with the search issue. */
export function ShopSearch({ keyword }: { keyword: string }) {
  const empty = keyword.trim() === '';
  return (
    <section className="home-empty" aria-live="polite">
      <span className="home-empty__icon">
        <Store aria-hidden size={28} />
      </span>
      <p className="home-empty__title">{empty ? homeText.search.empty : homeText.search.soon}</p>
    </section>
  );
}
