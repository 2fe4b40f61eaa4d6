import { activeLocale, type Category, categoryLabel, PRODUCT_SORTS, type ProductSort } from '@sugu/domain';
import { useId } from 'react';
import { useMe } from '../../../entities/session/api/me';
import { shopText } from '../text';
import { type FilterDraft, priceLegend } from './catalog-filters';
import './filters.css';
import { Field } from '../../../shared/ui/Field';

const t = shopText.catalog;

interface FilterPanelProps {
  value: FilterDraft;
  categories: Category[];
  onChange: (patch: Partial<FilterDraft>) => void;
}

const onlyDigits = (v: string) => v.replace(/\D/g, '').slice(0, 12);

const BOUND_TEXT = {
  minPrice: {
    get label() {
      return t.minPrice;
    },
    get placeholder() {
      return t.minPlaceholder;
    },
  },
  maxPrice: {
    get label() {
      return t.maxPrice;
    },
    get placeholder() {
      return t.maxPlaceholder;
    },
  },
};

/** One end of the price range: digits only. */
function PriceBound({
  id,
  bound,
  value,
  onChange,
}: { id: string; bound: keyof typeof BOUND_TEXT } & Omit<FilterPanelProps, 'categories'>) {
  return (
    <Field id={id} label={BOUND_TEXT[bound].label}>
      <input
        id={id}
        className="input"
        inputMode="numeric"
        placeholder={BOUND_TEXT[bound].placeholder}
        value={value[bound]}
        onChange={(e) => onChange({ [bound]: onlyDigits(e.target.value) })}
      />
    </Field>
  );
}

/** The filters of the desktop sidebar and the mobile sheet: categories, price range, sort. */
export function FilterPanel({ value, categories, onChange }: FilterPanelProps) {
  const id = useId();
  const devise = useMe().data?.devise;
  const toggle = (categoryId: string, on: boolean) =>
    onChange({
      categoryIds: on
        ? [...value.categoryIds, categoryId]
        : value.categoryIds.filter((c) => c !== categoryId),
    });
  return (
    <div className="filters">
      <div className="field filters__group">
        <label htmlFor={`${id}-sort`}>{t.sort}</label>
        <select
          id={`${id}-sort`}
          className="input filters__select"
          value={value.sort}
          onChange={(e) => onChange({ sort: e.target.value as ProductSort })}
        >
          {PRODUCT_SORTS.map((s) => (
            <option key={s} value={s}>
              {t.sorts[s]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="filters__group">
        <legend>{priceLegend(devise, activeLocale())}</legend>
        <div className="filters__prices">
          <PriceBound id={`${id}-min`} bound="minPrice" value={value} onChange={onChange} />
          <span aria-hidden className="filters__dash">
            –
          </span>
          <PriceBound id={`${id}-max`} bound="maxPrice" value={value} onChange={onChange} />
        </div>
      </fieldset>
      <fieldset className="filters__group">
        <legend>{t.categories}</legend>
        <ul className="filters__checks">
          {categories.map((c) => (
            <li key={c.id}>
              <label className="filters__check">
                <input
                  type="checkbox"
                  checked={value.categoryIds.includes(c.id)}
                  onChange={(e) => toggle(c.id, e.target.checked)}
                />
                <span>{categoryLabel(c.categoryName)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
