// Step checks of the shop setup, with the server's rules and messages (CreateShopBody).
import { CATALOG_MSG, CreateShopBody, MSG } from '@sugu/domain';
import { firstIssue } from '../../../shared/lib/rule-message';

export type SetupField = 'shopName' | 'biography' | 'category';

export interface SetupError {
  message: string;
  field: SetupField | null;
}

const IdentityRules = CreateShopBody.pick({ shopName: true, biography: true });

/** Step 1: both fields required first, then the name's characters and the biography's length. */
export function checkIdentity(shopName: string, biography: string): SetupError | null {
  const emptyName = shopName.trim() === '';
  if (emptyName || biography.trim() === '') {
    return { message: MSG.requiredFields, field: emptyName ? 'shopName' : 'biography' };
  }
  const parsed = IdentityRules.safeParse({ shopName, biography });
  if (parsed.success) return null;
  const { message, field } = firstIssue(parsed.error, MSG.requiredFields);
  return { message, field: field === 'biography' ? 'biography' : 'shopName' };
}

/** Step 2: one category chosen. */
export function checkCategory(categoryId: string | null): SetupError | null {
  return categoryId ? null : { message: CATALOG_MSG.categoryRequired, field: 'category' };
}

export function shopFormData(values: {
  shopName: string;
  biography: string;
  categoryId: string;
  logo: File | null;
}): FormData {
  const form = new FormData();
  form.append('shopName', values.shopName.trim());
  form.append('shopActivity', values.categoryId);
  form.append('biography', values.biography.trim());
  if (values.logo) form.append('file', values.logo);
  return form;
}
