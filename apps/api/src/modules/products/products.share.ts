// Link preview of /produit/{id} (messaging apps do not run JavaScript): the product's name, its
// description with the price, and its first photo as og:image.
import { CURRENCIES, formatFcfa, formatNumber } from '@sugu/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { isUuid } from '../../lib/ids.js';
import { registerSharePreview } from '../../plugins/web-app.js';
import { findProductPreview } from './products.repository.js';

/** "25 000 FCFA" for XOF, otherwise the amount and the currency's symbol. */
export function priceText(price: number, currency: string): string {
  if (currency === 'XOF') return formatFcfa(price);
  const symbol = CURRENCIES.find((c) => c.code === currency)?.symbol ?? currency;
  return `${formatNumber(price)} ${symbol}`;
}

export function registerProductSharePreview(app: FastifyInstance, ctx: AppContext) {
  registerSharePreview(app, '/produit/:id', async (id) => {
    const product = isUuid(id) ? await findProductPreview(ctx.db, id) : undefined;
    if (!product) return null;
    const price = priceText(product.productPrice, product.currency);
    const description = product.productDescription.trim();
    return {
      title: product.productName,
      description: description ? `${description} — ${price}` : price,
      imageKey: product.imageKey,
      type: 'product',
    };
  });
}
