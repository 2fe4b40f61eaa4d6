// English of entities/product/text.ts.
import type { Translation } from '@sugu/domain';
import type { productText } from './text';

export const productEn: Translation<typeof productText> = {
  inStock: '{0} in stock',
  sold: '{0} sold',
  remaining: '{0} left',
  order: 'Order',
  orderNow: 'Order now',
  share: 'Share',
  report: 'Report this product',
  previous: 'Previous picture',
  next: 'Next picture',
  imageOf: 'Picture {0} of {1}',
  goToImage: 'Show picture {0}',
  followers: '{1} {0, plural, one {follower} other {followers}}',
  newShop: 'New',
  noRating: 'No rating yet',
  rating: 'Rated {0} out of 5',
  verified: 'Verified shop',
  back: 'Back to the shop',
  loading: 'Loading...',
  notFound: 'Product not found',
  editStock: 'Edit stock',
  ownerHint: "You're the seller of this product.",
  seeShop: 'Visit {0}',
};
