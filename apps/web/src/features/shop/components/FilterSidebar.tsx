import type { Category } from '@sugu/domain';
import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { shopText } from '../text';
import { EMPTY_DRAFT, type FilterDraft } from './catalog-filters';
import { FilterPanel } from './FilterPanel';

const PRICE_DEBOUNCE_MS = 500;

interface FilterSidebarProps {
  applied: FilterDraft;
  categories: Category[];
  onApply: (filters: FilterDraft) => void;
}

/** Desktop filters: boxes and sort apply at once, prices after a short pause in typing. */
export function FilterSidebar({ applied, categories, onApply }: FilterSidebarProps) {
  const appliedKey = JSON.stringify(applied);
  const [draft, setDraft] = useState(applied);
  const [syncedKey, setSyncedKey] = useState(appliedKey);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The URL changed elsewhere (reset, back button): show what is applied.
  if (syncedKey !== appliedKey) {
    setSyncedKey(appliedKey);
    setDraft(applied);
  }

  const change = (patch: Partial<FilterDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    window.clearTimeout(timer.current);
    if ('minPrice' in patch || 'maxPrice' in patch) {
      timer.current = window.setTimeout(() => onApply(next), PRICE_DEBOUNCE_MS);
    } else onApply(next);
  };

  return (
    <aside className="catalog__sidebar" aria-label={shopText.catalog.filters}>
      <div className="catalog__sidebar-head">
        <h2 className="catalog__sidebar-title">{shopText.catalog.filters}</h2>
        <button
          type="button"
          className="catalog__reset"
          onClick={() => {
            window.clearTimeout(timer.current);
            setDraft(EMPTY_DRAFT);
            onApply(EMPTY_DRAFT);
          }}
        >
          <RotateCcw aria-hidden size={16} />
          {shopText.catalog.reset}
        </button>
      </div>
      <FilterPanel value={draft} categories={categories} onChange={change} />
    </aside>
  );
}
