// Query keys of shops. Everything about one shop (its data, follow state, reviews) sits under
// ['shop', id], so a write that changes the shop refreshes it all; ['shop'] is every shop, the seller's own
// included. A separate file: the feed card names these keys without loading the shop page's hooks.
export const shopKeys = {
  all: ['shop'] as const,
  one: (id: string) => ['shop', id] as const,
  isFollowed: (id: string) => ['shop', id, 'isFollowed'] as const,
  reviews: (id: string) => ['shop', id, 'reviews'] as const,
};
