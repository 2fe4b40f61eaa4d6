// The one place publication rows become `Publication` responses. A page is presented with a
// fixed number of queries: its images in one, its products through the products module's batch loader.
import { mediaUrl, type Publication } from '@sugu/domain';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { loadProducts } from '../products/index.js';
import {
  findPublicationImages,
  type PublicationImageRow,
  type PublicationRow,
} from './publications.repository.js';

const THUMBNAIL_WIDTH = 320;

const publicationShareUrl = (config: Config, id: string) => `${config.publicUrl}/publication/${id}`;

export async function presentPublications(
  db: Executor,
  config: Config,
  rows: PublicationRow[],
): Promise<Publication[]> {
  const productIds = rows.flatMap((r) => (r.publication.productId ? [r.publication.productId] : []));
  const [images, products] = await Promise.all([
    findPublicationImages(
      db,
      rows.map((r) => r.publication.id),
    ),
    loadProducts({ db, config }, productIds),
  ]);
  // The card shows the shop once, from publicationShop.
  const productsById = new Map(products.map(({ productShop: _, ...product }) => [product.id, product]));
  const imagesById = new Map<string, PublicationImageRow[]>();
  for (const image of images) {
    const list = imagesById.get(image.publicationId);
    if (list) list.push(image);
    else imagesById.set(image.publicationId, [image]);
  }

  return rows.map(({ publication, shop, owner, isFollowed, isLiked }) => {
    const own = imagesById.get(publication.id) ?? [];
    const first = own[0];
    return {
      id: publication.id,
      publicationType: publication.publicationType,
      publicationShop: {
        id: shop.id,
        userId: shop.userId,
        shopName: shop.shopName,
        coverImgUrl: shop.coverImg ? mediaUrl(shop.coverImg) : null,
        isIdentityVerified: shop.isIdentityVerified,
        city: owner.city,
        area: owner.area,
        isFollowed,
      },
      publicationProduct: publication.productId ? (productsById.get(publication.productId) ?? null) : null,
      publicationCaption: publication.publicationCaption,
      pubImageUrls: own.map((i) => mediaUrl(i.mediaKey)),
      pubImages: own.map((i) => ({ url: mediaUrl(i.mediaKey), width: i.width, height: i.height })),
      thumbnailUrl: first ? mediaUrl(first.mediaKey, THUMBNAIL_WIDTH) : null,
      likes: publication.likes,
      shares: publication.shares,
      totalComments: publication.totalComments,
      isLiked,
      createdAt: publication.createdAt.toISOString(),
      shareUrl: publicationShareUrl(config, publication.id),
    };
  });
}
