// Link preview of /produit/{id} (messaging apps do not run JavaScript): the product's name, its
// description with the price, and its first photo as og:image.
import { formatPrice } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { SharePreview } from '../../plugins/web-app.js';
import { findProductPreview } from './products.repository.js';

/** "25 000 FCFA" for XOF, otherwise as every card shows it ("25,00 GH₵"). */
export const priceText = (price: number, currency: string): string => formatPrice(price, currency);

export async function productPreview(ctx: AppContext, id: string): Promise<SharePreview | null> {
  const product = await findProductPreview(ctx.db, id);
  if (!product) return null;
  const price = priceText(product.productPrice, product.currency);
  const description = product.productDescription.trim();
  return {
    title: product.productName,
    description: description ? `${description} — ${price}` : price,
    imageKey: product.imageKey,
    type: 'product',
  };
}
