// The link preview of /boutique/{id}: '<shop name> | Sugu', its biography, its logo as og:image.
import type { AppContext } from '../../context.js';
import type { SharePreview } from '../../plugins/web-app.js';
import { findShopRow } from './shops.repository.js';

export async function shopPreview(ctx: AppContext, id: string): Promise<SharePreview | null> {
  const row = await findShopRow(ctx.db, id, null);
  if (!row) return null;
  return {
    title: `${row.shop.shopName} | Sugu`,
    description: row.shop.biography,
    imageKey: row.shop.coverImg,
    type: 'profile',
  };
}
