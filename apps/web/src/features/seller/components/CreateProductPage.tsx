// /creation/produit ('Nouveau produit'): photos, name, description, price, currency, unit, stock.
import {
  CATALOG_MSG,
  CURRENCIES,
  type CurrencyCode,
  categoryLabel,
  LIMITS,
  MSG,
  UNITS,
  unitLabel,
} from '@sugu/domain';
import { Tag } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../shared/ui/FormError';
import { useCreateProduct, useMyCategory } from '../api/seller';
import { failureMessage } from '../api/upload';
import {
  checkProduct,
  digitsOnly,
  emptyProductForm,
  overLimit,
  type ProductField,
  type ProductForm,
  productFormData,
  productReady,
} from '../forms/product';
import { usePickedPhotos } from '../hooks/use-picked-photos';
import { sellerText } from '../text';
import { CountedField } from './CountedField';
import { PhotoGrid } from './PhotoGrid';
import { RequireSeller } from './RequireSeller';
import { SellerTopBar } from './SellerTopBar';
import { SendButton } from './SendButton';
import { UploadProgress } from './UploadProgress';
import './seller.css';
import './forms.css';
import { Field } from '../../../shared/ui/Field';

const t = sellerText.product;

const CURRENCY_CHOICES = CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} (${c.symbol})` }));
const UNIT_CHOICES = UNITS.map((u, i) => ({ value: u, label: unitLabel(i) }));

/** A labelled select over fixed choices (currency, unit). */
function ChoiceField<V extends string>(props: {
  id: string;
  label: string;
  value: V;
  choices: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <Field id={props.id} label={props.label}>
      <select
        id={props.id}
        className="input"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as V)}
      >
        {props.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function CreateProductPage() {
  return <RequireSeller>{(me) => <ProductFormPage devise={me.devise} />}</RequireSeller>;
}

/** The seller's devise is the new product's currency at first (the server's default too). */
const isCurrency = (code: string): code is CurrencyCode => CURRENCIES.some((c) => c.code === code);

function ProductFormPage({ devise }: { devise: string }) {
  const navigate = useNavigate();
  const createProduct = useCreateProduct();
  const { data: category } = useMyCategory();
  const { photos, add, remove } = usePickedPhotos(LIMITS.productImagesMax);
  const [form, setForm] = useState<ProductForm>(() => ({
    ...emptyProductForm,
    currency: isCurrency(devise) ? devise : emptyProductForm.currency,
  }));
  const [error, setError] = useState<{ message: string; field: ProductField | null } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const sending = progress !== null;
  const ready = productReady(form, photos.length);
  // A price or stock past its maximum is said while typing, before any submit.
  const shown = error ?? overLimit(form);
  const symbol = CURRENCIES.find((c) => c.code === form.currency)?.symbol ?? form.currency;

  function set<K extends keyof ProductForm>(field: K, value: ProductForm[K]) {
    setForm((f) => ({ ...f, [field]: value }));
    if (error?.field === field) setError(null);
  }

  function onAdd(files: File[]) {
    const { rejected, ignored } = add(files);
    if (rejected > 0) setError({ message: MSG.imageOnly, field: 'photos' });
    else if (ignored > 0) setError({ message: CATALOG_MSG.productImagesTooMany, field: 'photos' });
    else if (error?.field === 'photos') setError(null);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    const problem = checkProduct(form, photos.length);
    if (problem) {
      setError(problem);
      if (problem.field !== 'photos') document.getElementById(`product-${problem.field}`)?.focus();
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const body = productFormData(
        form,
        category?.id,
        photos.map((p) => p.file),
      );
      await createProduct(body, setProgress);
      navigate('/profil-vendeur', { replace: true, state: { notice: CATALOG_MSG.productCreated } });
    } catch (err) {
      // Everything typed and chosen stays: the seller only taps again.
      setError({ message: failureMessage(err, CATALOG_MSG.productCreateFailed), field: null });
      setProgress(null);
    }
  }

  const invalid = (field: ProductField) => (shown?.field === field ? true : undefined);
  const describedBy = (field: ProductField, ...ids: string[]) =>
    [shown?.field === field ? 'product-error' : '', ...ids].filter(Boolean).join(' ') || undefined;
  /** The name and description fields, with their counters. */
  const countedText = (field: 'productName' | 'productDescription', counterId: string) => ({
    id: `product-${field}`,
    counterId,
    value: form[field],
    onChange: (value: string) => set(field, value),
    'aria-invalid': invalid(field),
    'aria-describedby': describedBy(field, counterId),
  });
  /** The currency and unit selects. */
  const choice = <K extends 'currency' | 'unit'>(
    field: K,
    choices: readonly { value: ProductForm[K]; label: string }[],
  ) => ({
    id: `product-${field}`,
    value: form[field],
    choices,
    onChange: (value: ProductForm[K]) => set(field, value),
  });
  /** The price and stock inputs: digits only, checked by checkProduct. */
  const digitsInput = (field: 'productPrice' | 'productStock', ...describedByIds: string[]) => ({
    id: `product-${field}`,
    className: 'input',
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    value: form[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field, digitsOnly(e.target.value)),
    'aria-invalid': invalid(field),
    'aria-describedby': describedBy(field, ...describedByIds),
  });

  return (
    <main className="seller-form">
      <SellerTopBar title={t.title} fallback="/profil-vendeur" />
      <form className="seller-form__body" onSubmit={onSubmit} noValidate>
        <section className="seller-card" aria-labelledby="product-photos-title">
          <div className="field__row">
            <h2 id="product-photos-title" className="seller-card__title">
              {t.photos}
            </h2>
            <span className="counter">{t.photoCount(photos.length, LIMITS.productImagesMax)}</span>
          </div>
          <p className="field__hint">{t.photosHint}</p>
          <PhotoGrid
            photos={photos}
            max={LIMITS.productImagesMax}
            badge="main"
            onAdd={onAdd}
            onRemove={remove}
            disabled={sending}
            describedBy={describedBy('photos')}
          />
        </section>

        <section className="seller-card">
          <CountedField
            label={t.name}
            max={LIMITS.productNameMax}
            placeholder={t.namePlaceholder}
            {...countedText('productName', 'product-name-count')}
          />
          <CountedField
            label={t.description}
            max={LIMITS.productDescriptionMax}
            rows={3}
            placeholder={t.descriptionPlaceholder}
            {...countedText('productDescription', 'product-description-count')}
          />
          <div className="seller-form__pair">
            <Field id="product-productPrice" label={t.price}>
              <div className="input-affix">
                <input placeholder="0" {...digitsInput('productPrice', 'product-price-symbol')} />
                <span className="input-affix__suffix" id="product-price-symbol">
                  {symbol}
                </span>
              </div>
            </Field>
            <ChoiceField label={t.currency} {...choice('currency', CURRENCY_CHOICES)} />
          </div>
          <div className="seller-form__pair">
            <ChoiceField label={t.unit} {...choice('unit', UNIT_CHOICES)} />
            <Field id="product-productStock" label={t.stock}>
              <input placeholder={t.stockPlaceholder} {...digitsInput('productStock')} />
            </Field>
          </div>
          <div className="seller-form__category">
            <span className="seller-form__category-label">{t.category}</span>
            <span className="category-badge">
              <Tag aria-hidden size={16} />
              {category ? categoryLabel(category.categoryName) : '…'}
            </span>
            <span className="field__hint">{t.categoryHint}</span>
          </div>
        </section>

        {progress !== null && <UploadProgress fraction={progress} />}
        <FormError message={shown?.message} id="product-error" className="form-error seller-form__error" />
        <SendButton
          sending={sending}
          label={t.submit}
          sendingLabel={t.sending}
          disabled={!ready || sending}
        />
      </form>
    </main>
  );
}
