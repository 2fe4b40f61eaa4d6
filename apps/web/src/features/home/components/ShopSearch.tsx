import { homeText } from '../../../i18n/home';
import { ShopSearchResults } from '../../feed/components/ShopSearchResults';

/** The shop search area under the search bar: results of the debounced keyword. */
export function ShopSearch({ keyword }: { keyword: string }) {
  return <ShopSearchResults keyword={keyword} emptyText={homeText.search.empty} />;
}
