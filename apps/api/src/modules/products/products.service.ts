// Products: creation (the rules of CreateProductBody and the photo count), stock, soft delete; access checks come first in each.
import { CATALOG_MSG, CreateProductBody, type Product, priceProblem, UpdateStockBody } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { announcing } from '../../lib/cache-events.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import {
  PRODUCT_LISTS_CHANGED,
  PUBLICATIONS_CHANGED,
  SHOP_SEARCH_CHANGED,
} from '../../lib/response-cache.js';
import { parseOrThrow } from '../../lib/validation.js';
import { withStoredImages } from '../../media/stored-images.js';
import type { UserRow } from '../../session/session.js';
import { findCategory } from '../categories/index.js';
import type { ShopTableRow } from '../shops/index.js';
import { loadProducts } from './products.presenter.js';
import { findProductOwner, insertProduct, softDeleteProduct, updateStock } from './products.repository.js';

export const productNotFound = () => notFound(CATALOG_MSG.productNotFound, 'product_not_found');

/**
 * Validates the form, then stores the photos (in order, before any transaction: a rejected photo leaves
 * no row behind), then inserts the product, its images and the shop's count in one transaction, which
 * drops every process's search lists once it commits.
 */
export async function createProduct(
  ctx: AppContext,
  /** The seller's shop, with the seller's devise: the product's currency unless the form names another. */
  shop: ShopTableRow & { devise: string },
  fields: Record<string, unknown>,
  files: Buffer[],
): Promise<Product> {
  // Stock within MONEY.maxStock (the schema), price within its currency's maxPrice: their product stays exact.
  const body = parseOrThrow(CreateProductBody, fields);
  const currency = body.currency ?? shop.devise;
  const priceRefused = priceProblem(body.productPrice, currency);
  if (priceRefused) throw invalid(priceRefused, { productPrice: priceRefused });
  if (files.length === 0) {
    throw invalid(
      CATALOG_MSG.productImagesRequired,
      { Files: CATALOG_MSG.productImagesRequired },
      'images_required',
    );
  }
  let categoryId = shop.categoryId;
  if (body.categoryId) {
    const category = await findCategory(ctx.db, body.categoryId);
    if (!category) {
      throw invalid(
        CATALOG_MSG.categoryUnknown,
        { categoryId: CATALOG_MSG.categoryUnknown },
        'category_unknown',
      );
    }
    categoryId = category.id;
  }
  const productId = await withStoredImages(ctx, files, (images) =>
    announcing(ctx.db, async (tx, announce) => {
      const id = await insertProduct(
        tx,
        {
          shopId: shop.id,
          categoryId,
          productName: body.productName,
          productDescription: body.productDescription,
          productPrice: body.productPrice,
          productStock: body.productStock,
          currency,
          unit: body.unit,
        },
        images,
      );
      // In the catalogue, and in its shop's product count.
      announce(PRODUCT_LISTS_CHANGED);
      announce(SHOP_SEARCH_CHANGED);
      return id;
    }),
  );
  const [product] = await loadProducts(ctx, [productId]);
  if (!product) throw new Error('created product not found');
  return product;
}

/** The live product `productId` when `user` owns it: 404 unknown, 403 someone else's. */
export async function requireOwnedProduct(ctx: AppContext, user: UserRow, productId: string) {
  const product = isUuid(productId) ? await findProductOwner(ctx.db, productId) : undefined;
  if (!product) throw productNotFound();
  if (product.ownerId !== user.id) throw forbidden(CATALOG_MSG.ownerOnly, 'owner_only');
  return product;
}

/**
 * Sets the stock of the user's product. The body is `{ productStock }` (a bare number is accepted too),
 * checked after the access checks so a stranger learns nothing from a 400. Returns the new stock.
 */
export async function changeStock(ctx: AppContext, user: UserRow, productId: string, body: unknown) {
  const product = await requireOwnedProduct(ctx, user, productId);
  const input = typeof body === 'number' || typeof body === 'string' ? { productStock: body } : (body ?? {});
  const { productStock } = parseOrThrow(UpdateStockBody, input);
  const updated = await announcing(ctx.db, async (tx, announce) => {
    const found = await updateStock(tx, product.id, productStock);
    if (found) announce(PRODUCT_LISTS_CHANGED);
    return found;
  });
  if (!updated) throw productNotFound();
  return productStock;
}

/** Soft delete: orders keep their product; its publication goes, and both leave the shop's counters. */
export async function deleteProduct(ctx: AppContext, user: UserRow, productId: string) {
  const product = await requireOwnedProduct(ctx, user, productId);
  // Its publication goes with it: every process drops its feed pages and search lists once it commits.
  const deleted = await announcing(ctx.db, async (tx, announce) => {
    const found = await softDeleteProduct(tx, product.id, product.shopId);
    for (const event of PUBLICATIONS_CHANGED) announce(event);
    return found;
  });
  if (!deleted) throw productNotFound();
}

/** An operator removes a product (moderation): the seller's soft delete, in the caller's transaction. */
export async function removeProduct(tx: Executor, productId: string): Promise<boolean> {
  const product = await findProductOwner(tx, productId);
  return product ? softDeleteProduct(tx, product.id, product.shopId) : false;
}
