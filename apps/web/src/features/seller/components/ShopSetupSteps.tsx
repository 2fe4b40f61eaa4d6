// The three steps of the shop setup: identity, category, logo.
import { categoryLabel, LIMITS } from '@sugu/domain';
import { Check, Store } from 'lucide-react';
import { useCategories } from '../../../entities/product/api/categories';
import { Counter } from '../../../shared/ui/Counter';
import { PhotoPicker } from '../../../shared/ui/PhotoPicker';
import type { SetupField } from '../forms/shop-setup';
import { sellerText } from '../text';
import { LoadError } from './ListStates';
import '../../../shared/ui/choice-card.css';
import { Field } from '../../../shared/ui/Field';

const t = sellerText.setup;

interface IdentityStepProps {
  shopName: string;
  biography: string;
  onShopName: (value: string) => void;
  onBiography: (value: string) => void;
  invalid: SetupField | null;
  errorId: string;
}

export function IdentityStep(props: IdentityStepProps) {
  const described = (field: SetupField) => (props.invalid === field ? props.errorId : undefined);
  return (
    <>
      <p className="steps__hint muted">{t.identity.hint}</p>
      <Field id="setup-shopName" label={t.identity.shopName}>
        <input
          id="setup-shopName"
          className="input"
          autoComplete="organization"
          placeholder={t.identity.shopNamePlaceholder}
          maxLength={60}
          value={props.shopName}
          onChange={(e) => props.onShopName(e.target.value)}
          aria-invalid={props.invalid === 'shopName' || undefined}
          aria-describedby={described('shopName')}
        />
      </Field>
      <div className="field">
        <div className="field__row">
          <label htmlFor="setup-biography">{t.identity.biography}</label>
          <Counter id="setup-biography-count" value={props.biography.length} max={LIMITS.biographyMax} />
        </div>
        <textarea
          id="setup-biography"
          className="input"
          rows={3}
          placeholder={t.identity.biographyPlaceholder}
          maxLength={LIMITS.biographyMax}
          value={props.biography}
          onChange={(e) => props.onBiography(e.target.value)}
          aria-invalid={props.invalid === 'biography' || undefined}
          aria-describedby={[described('biography'), 'setup-biography-count'].filter(Boolean).join(' ')}
        />
      </div>
    </>
  );
}

interface CategoryStepProps {
  value: string | null;
  onChange: (id: string) => void;
  invalid: boolean;
  errorId: string;
}

export function CategoryStep({ value, onChange, invalid, errorId }: CategoryStepProps) {
  const { data: categories, isPending, isError, refetch } = useCategories();
  return (
    <>
      <p className="steps__hint muted">{t.category.hint}</p>
      {isPending && (
        <div className="category-grid" aria-hidden>
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton
            <span key={i} className="category-grid__skeleton" />
          ))}
        </div>
      )}
      {isError && <LoadError onRetry={() => void refetch()} />}
      {categories && (
        // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, one pressed at a time
        <div
          className="category-grid"
          role="group"
          aria-label={t.category.label}
          aria-describedby={invalid ? errorId : undefined}
        >
          {categories.map((c) => {
            const selected = c.id === value;
            return (
              <button
                key={c.id}
                type="button"
                className={
                  selected
                    ? 'category-grid__item category-grid__item--selected choice-card choice-card--selected'
                    : 'category-grid__item choice-card'
                }
                aria-pressed={selected}
                onClick={() => onChange(c.id)}
              >
                {selected && <Check aria-hidden size={18} />}
                {categoryLabel(c.categoryName)}
              </button>
            );
          })}
        </div>
      )}
    </>
  );
}

export function LogoStep({
  logo,
  onLogo,
  disabled,
}: {
  logo: File | null;
  onLogo: (file: File | null) => void;
  disabled: boolean;
}) {
  return (
    <PhotoPicker
      file={logo}
      onFile={onLogo}
      hint={t.logo.hint}
      placeholder={<Store aria-hidden size={44} />}
      texts={t.logo}
      disabled={disabled}
    />
  );
}
