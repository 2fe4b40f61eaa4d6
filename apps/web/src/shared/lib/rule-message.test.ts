// The domain's rule messages, fixed in French when its schemas are built, in the form's language.
import { CATALOG_MSG, type Locale, MSG, registerEnglish, setLocaleReader } from '@sugu/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { initialForm, validateStep } from '../../features/auth/components/signup/form';
import { checkProduct, emptyProductForm } from '../../features/seller/forms/product';
import { checkIdentity } from '../../features/seller/forms/shop-setup';
import { firstIssue } from './rule-message';

let locale: Locale = 'fr';
setLocaleReader(() => locale);
registerEnglish();
afterEach(() => {
  locale = 'fr';
});

const credentials = {
  username: 'awaseller',
  email: 'awa@example.com',
  password: 'Secret123',
  confirmPassword: 'Secret124',
};
const product = {
  ...emptyProductForm,
  productName: 'x'.repeat(25),
  productPrice: '12500',
  productStock: '4',
};

describe('a form rule message', () => {
  it('stays the French text, byte for byte, in French', () => {
    const signUp = validateStep('credentials', { ...initialForm, ...credentials });
    expect(signUp).toEqual({ message: 'Les mots de passe ne correspondent pas', field: 'confirmPassword' });
    expect(checkProduct(product, 1)?.message).toBe(
      'Le nom du produit doit contenir entre 1 et 24 caractères',
    );
    expect(checkIdentity('Awa & fils', 'Tissus')?.message).toBe(CATALOG_MSG.shopNameInvalid);
  });

  it('reads in English under English, on the same field', () => {
    locale = 'en';
    expect(validateStep('credentials', { ...initialForm, ...credentials })).toEqual({
      message: "The passwords don't match",
      field: 'confirmPassword',
    });
    expect(validateStep('credentials', { ...initialForm, ...credentials, password: 'short' })).toEqual({
      message: 'Your password needs at least 8 characters, a capital letter and a number',
      field: 'password',
    });
    expect(checkProduct(product, 1)).toEqual({
      message: 'Product names must be 1 to 24 characters long',
      field: 'productName',
    });
    expect(checkIdentity('Awa & fils', 'Tissus')).toEqual({
      message: 'Shop names can only contain letters, numbers, spaces or hyphens',
      field: 'shopName',
    });
  });

  it('translates the fallback when no issue names a message; a text outside the catalogues stays', () => {
    const required = MSG.requiredFields;
    locale = 'en';
    expect(firstIssue({ issues: [] }, required).message).toBe(MSG.requiredFields);
    expect(MSG.requiredFields).not.toBe(required);
    expect(firstIssue({ issues: [{ path: [0], message: 'déjà écrit' }] }, required)).toEqual({
      message: 'déjà écrit',
      field: undefined,
    });
  });
});
