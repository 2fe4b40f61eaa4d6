// English of entities/shop/text.ts.
import type { Translation } from '@sugu/domain';
import type { logoViewerText, reviewText, shopHeaderText } from './text';

export const shopHeaderEn: Translation<typeof shopHeaderText> = {
  back: 'Back',
  enlargeLogo: 'Enlarge logo',
  logoOf: '{0} logo',
  activity: '{0} shop',
  noCity: 'City not given',
  noArea: 'Area not given',
  followers: 'Followers',
  products: 'Products',
  sales: 'Sales',
  verified: 'Verified shop',
  trust:
    '{0, plural, one {# completed order} other {# completed orders}} · {1, plural, one {# dispute lost} other {# disputes lost}}',
  newShop: 'New',
};

export const reviewEn: Translation<typeof reviewText> = {
  newShop: 'New',
  summary: '{0} ({1, plural, one {# review} other {# reviews}})',
};

export const logoViewerEn: Translation<typeof logoViewerText> = {
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  download: 'Download',
  close: 'Close',
};
