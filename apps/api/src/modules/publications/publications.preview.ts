// The link preview of /publication/{id}: title '<product name> | Sugu' ('<shop name> | Sugu'
// for a free post), the price or caption as description, the first photo as og:image.
import { SHARE_PREVIEW } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { SharePreview } from '../../plugins/web-app.js';
import { priceText } from '../products/index.js';
import { findPublicationPreviewRow } from './publications.repository.js';

export async function publicationPreview(ctx: AppContext, id: string): Promise<SharePreview | null> {
  const row = await findPublicationPreviewRow(ctx.db, id);
  if (!row) return null;
  if (row.productName === null) {
    return {
      title: `${row.shopName} | Sugu`,
      description: row.caption || SHARE_PREVIEW.discoverShop(row.shopName),
      imageKey: row.imageKey,
      type: 'article',
    };
  }
  const price = priceText(row.productPrice ?? 0, row.currency ?? 'XOF');
  const text = row.productDescription || row.caption;
  return {
    title: `${row.productName} | Sugu`,
    description: `${price} · ${row.shopName}${text ? ` — ${text}` : ''}`,
    imageKey: row.imageKey,
    type: 'article',
  };
}
