import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { shopText } from '../text';

const t = shopText.catalog;
const SEARCH_DEBOUNCE_MS = 350;

interface CatalogSearchProps {
  keyword: string;
  onSearch: (keyword: string) => void;
}

/** Product search box: the keyword goes to the server after a short pause in typing. */
export function CatalogSearch({ keyword, onSearch }: CatalogSearchProps) {
  const [text, setText] = useState(keyword);
  const [synced, setSynced] = useState(keyword);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (synced !== keyword) {
    setSynced(keyword);
    if (text.trim() !== keyword) setText(keyword);
  }

  const change = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onSearch(value.trim()), SEARCH_DEBOUNCE_MS);
  };

  return (
    <form
      className="catalog-search"
      onSubmit={(e) => {
        e.preventDefault();
        window.clearTimeout(timer.current);
        onSearch(text.trim());
        (document.activeElement as HTMLElement | null)?.blur();
      }}
    >
      <Search aria-hidden size={18} className="catalog-search__icon" />
      <input
        type="search"
        name="keyword"
        className="catalog-search__input pill-input"
        placeholder={t.searchPlaceholder}
        aria-label={t.searchLabel}
        value={text}
        onChange={(e) => change(e.target.value)}
        enterKeyHint="search"
        autoComplete="off"
      />
      {text && (
        <button
          type="button"
          className="catalog-search__clear"
          aria-label={t.clearSearch}
          onClick={() => {
            window.clearTimeout(timer.current);
            setText('');
            onSearch('');
          }}
        >
          <X aria-hidden size={18} />
        </button>
      )}
    </form>
  );
}
