// The one place product rows become the Product response; each row carries its images (one statement).
// Exported for the publications module (publicationProduct) and the share preview.
import { MEDIA, mediaUrl, type Product } from '@sugu/domain';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { averageRate } from '../shops/index.js';
import { findProductRows, type ImageRow, type ProductRow } from './products.repository.js';

/** Shown when a product has no photo (apps/web/public). */
const PRODUCT_PLACEHOLDER = '/placeholder-product.svg';
/** Width of the URLs in productImageUrls: sharp enough for a card, small enough for a phone. */
const CARD_WIDTH = MEDIA.widths[1];

/** What presenting needs: a database (or transaction) and the public URL for share links. */
export interface ProductDeps {
  db: Executor;
  config: Pick<Config, 'publicUrl'>;
}

const productLink = (config: Pick<Config, 'publicUrl'>, productId: string): string =>
  `${config.publicUrl}/produit/${productId}`;

export function presentProducts(deps: ProductDeps, rows: ProductRow[]): Product[] {
  return rows.map((row) => presentProduct(deps.config, row, row.images));
}

/** Live products by id, presented in the order of `ids`; unknown or deleted ids are left out. */
export async function loadProducts(deps: ProductDeps, ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await findProductRows(deps.db, ids);
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return presentProducts(deps, rows);
}

function presentProduct(config: Pick<Config, 'publicUrl'>, row: ProductRow, images: ImageRow[]): Product {
  const productImages =
    images.length > 0
      ? images.map((image) => ({
          url: mediaUrl(image.mediaKey, CARD_WIDTH),
          width: image.width,
          height: image.height,
        }))
      : [{ url: PRODUCT_PLACEHOLDER, width: CARD_WIDTH, height: CARD_WIDTH }];
  const link = productLink(config, row.id);
  return {
    id: row.id,
    productName: row.productName,
    productDescription: row.productDescription,
    productPrice: row.productPrice,
    productStock: row.productStock,
    unit: row.unit,
    currency: row.currency,
    categoryId: row.categoryId,
    productCategory: row.categoryName,
    productImageUrls: productImages.map((image) => image.url),
    productImages,
    totalPurchases: row.totalPurchases,
    isPublished: row.isPublished,
    productLink: link,
    lienPartage: link,
    createAt: row.createdAt.toISOString(),
    productShop: {
      id: row.shop.id,
      userId: row.shop.userId,
      shopName: row.shop.shopName,
      coverImgUrl: row.shop.coverImg ? mediaUrl(row.shop.coverImg) : null,
      isIdentityVerified: row.shop.isIdentityVerified,
      followerCount: row.shop.followerCount,
      rate: averageRate(row.shop.rateSum, row.shop.rateCount),
      rateCount: row.shop.rateCount,
    },
  };
}
