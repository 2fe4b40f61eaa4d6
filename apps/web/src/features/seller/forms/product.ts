// The product form: what enables the submit, the server's rules, the multipart body.
import {
  CATALOG_MSG,
  CreateProductBody,
  type CurrencyCode,
  MONEY,
  MONEY_MSG,
  MSG,
  priceProblem,
  type Unit,
} from '@sugu/domain';
import { firstIssue } from '../../../shared/lib/rule-message';

export interface ProductForm {
  productName: string;
  productDescription: string;
  /** Digits only, as typed. */
  productPrice: string;
  productStock: string;
  currency: CurrencyCode;
  unit: Unit;
}

export const emptyProductForm: ProductForm = {
  productName: '',
  productDescription: '',
  productPrice: '',
  productStock: '',
  currency: 'XOF',
  unit: 'PerUnit',
};

export type ProductField = keyof ProductForm | 'photos';

/**
 * A price past its currency's maximum or a stock past its own, said as soon as it is typed (the submit stays
 * disabled meanwhile).
 */
export function overLimit(form: ProductForm): { message: string; field: ProductField } | null {
  const tooDear = priceProblem(Number(form.productPrice), form.currency);
  if (tooDear) return { message: tooDear, field: 'productPrice' };
  if (Number(form.productStock) > MONEY.maxStock) {
    return { message: MONEY_MSG.stockTooHigh, field: 'productStock' };
  }
  return null;
}

/** Submit is enabled only when name, price, stock and one photo are set, price and stock within bounds. */
export function productReady(form: ProductForm, photoCount: number): boolean {
  return (
    form.productName.trim() !== '' &&
    form.productPrice !== '' &&
    form.productStock !== '' &&
    photoCount > 0 &&
    !overLimit(form)
  );
}

export function checkProduct(
  form: ProductForm,
  photoCount: number,
): { message: string; field: ProductField } | null {
  if (photoCount === 0) return { message: CATALOG_MSG.productImagesRequired, field: 'photos' };
  const missing = (['productName', 'productPrice', 'productStock'] as const).find(
    (f) => form[f].trim() === '',
  );
  if (missing) return { message: MSG.requiredFields, field: missing };
  const parsed = CreateProductBody.safeParse(form);
  // The schema takes every currency's prices; the bound of this one is the server's next check.
  if (parsed.success) return overLimit(form);
  const { message, field } = firstIssue(parsed.error, MSG.requiredFields);
  return { message, field: (field as ProductField | undefined) ?? 'productName' };
}

export function productFormData(form: ProductForm, categoryId: string | undefined, files: File[]): FormData {
  const body = new FormData();
  body.append('productName', form.productName.trim());
  body.append('productDescription', form.productDescription.trim());
  body.append('productPrice', form.productPrice);
  body.append('productStock', form.productStock);
  body.append('currency', form.currency);
  body.append('unit', form.unit);
  if (categoryId) body.append('categoryId', categoryId);
  for (const file of files) body.append('Files', file);
  return body;
}

/** Keeps the digits of what was typed or pasted ("12 500" → "12500"). */
export const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 12);
