// The largest paint of /boutique, /produit/{id} and /boutique/{id}: a product's first photo, preloaded from
// the landing HTML (plugins/web-app.ts registerLandingImage). Each asks what the page asks first, with the
// page's own defaults: change them together (apps/web build/landing-pages.ts lists those requests).
import { IMAGE_SLOTS, type ImageSlot, PAGES, type Product } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import type { LandingImage } from '../../plugins/web-app.js';
import { getProduct, keptProductPage, publicShopProducts } from './product-lists.service.js';

/** As the web app picks a product's first photo (entities/product/components/product-images.ts). */
function firstPhoto(
  product: Pick<Product, 'productImages' | 'productImageUrls'> | undefined,
  slot: ImageSlot,
) {
  const url = product?.productImages[0]?.url ?? product?.productImageUrls[0];
  return url ? { url, slot } : null;
}

/** An unknown product or shop: the page shows its own 404, nothing to preload. */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** /boutique: the catalogue's first card, in its default order (cheapest first), from the page's kept answer. */
export async function catalogLandingImage(ctx: AppContext): Promise<LandingImage | null> {
  const page = await keptProductPage(ctx, { sort: 'price_asc', limit: PAGES.products });
  return firstPhoto(page.items[0], IMAGE_SLOTS.productCard);
}

/** /produit/{id}: the gallery's first photo. */
export async function productLandingImage(ctx: AppContext, id: string): Promise<LandingImage | null> {
  return firstPhoto((await orNull(getProduct(ctx, id))) ?? undefined, IMAGE_SLOTS.productPage);
}

/** /boutique/{id}: the shop's first product card (its products tab is open on arrival). */
export async function shopLandingImage(ctx: AppContext, shopId: string): Promise<LandingImage | null> {
  // The page asks without a limit: PageQuery's default.
  const page = await orNull(publicShopProducts(ctx, shopId, undefined, PAGES.list));
  return firstPhoto(page?.items[0], IMAGE_SLOTS.productCard);
}
