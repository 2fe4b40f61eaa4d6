// Catalogue constants without zod: the web app's pages import them without loading the schemas.
export const PRODUCT_SORTS = ['price_asc', 'price_desc', 'recent', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
