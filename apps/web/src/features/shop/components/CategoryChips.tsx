import { type Category, categoryLabel } from '@sugu/domain';
import { shopText } from '../text';
import './chips.css';

interface CategoryChipsProps {
  categories: Category[];
  selected: string[];
  onSelect: (categoryIds: string[]) => void;
}

/** Mobile category bar: 'Tout' first; a chip selects its category alone, tapped again it clears it. */
export function CategoryChips({ categories, selected, onSelect }: CategoryChipsProps) {
  return (
    <div className="chips" role="toolbar" aria-label={shopText.catalog.categoriesLabel}>
      <button
        type="button"
        className="pill chip"
        aria-pressed={selected.length === 0}
        onClick={() => onSelect([])}
      >
        {shopText.catalog.all}
      </button>
      {categories.map((c) => {
        const on = selected.includes(c.id);
        return (
          <button
            type="button"
            key={c.id}
            className="pill chip"
            aria-pressed={on}
            onClick={() => onSelect(on && selected.length === 1 ? [] : [c.id])}
          >
            {categoryLabel(c.categoryName)}
          </button>
        );
      })}
    </div>
  );
}
