import type { Category } from '@sugu/domain';
import { useState } from 'react';
import { Popup } from '../../../shared/ui/Popup';
import { shopText } from '../text';
import { EMPTY_DRAFT, type FilterDraft } from './catalog-filters';
import { FilterPanel } from './FilterPanel';
import './filters.css';

interface FilterSheetProps {
  open: boolean;
  /** The applied filters the sheet starts from (remount with a new `key` at each opening). */
  applied: FilterDraft;
  categories: Category[];
  onApply: (filters: FilterDraft) => void;
  onClose: () => void;
}

/** Mobile filters in a bottom sheet: nothing changes until 'Appliquer'. */
export function FilterSheet({ open, applied, categories, onApply, onClose }: FilterSheetProps) {
  const [draft, setDraft] = useState(applied);
  return (
    <Popup open={open} title={shopText.catalog.filters} onClose={onClose} variant="sheet">
      <FilterPanel
        value={draft}
        categories={categories}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
      />
      <div className="popup__actions filter-sheet__actions">
        <button type="button" className="btn" onClick={() => setDraft(EMPTY_DRAFT)}>
          {shopText.catalog.reset}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          {shopText.catalog.apply}
        </button>
      </div>
    </Popup>
  );
}
