// Which pictures the demo needs (shop logos, product photos, post images), each named by a reference.
import { formatFcfa } from '@sugu/domain';
import { DEMO_SHOPS, parseProducts } from './demo-data.js';
import type { PictureSpec } from './images.js';

const UNIT_SUFFIX = ['', ' / kg', ' / litre', ' / mètre', ' / douzaine', ' / pièce'];

export const logoRef = (shop: number) => `logo:${shop}`;
export const productRef = (shop: number, product: number, photo: number) =>
  `product:${shop}:${product}:${photo}`;
export const postRef = (shop: number, post: number, image: number) => `post:${shop}:${post}:${image}`;

/** Every picture of the demo with its reference: logos square, product photos 4:3, post images square. */
export function demoPictures(): { ref: string; spec: PictureSpec }[] {
  const pictures: { ref: string; spec: PictureSpec }[] = [];
  DEMO_SHOPS.forEach((shop, s) => {
    const { palette } = shop;
    pictures.push({
      ref: logoRef(s),
      spec: { motif: shop.motif, palette, title: shop.shopName, width: 400, height: 400 },
    });
    parseProducts(shop.products).forEach((product, p) => {
      product.motifs.forEach((motif, k) => {
        const subtitle = `${formatFcfa(product.price)}${UNIT_SUFFIX[product.unit]}`;
        pictures.push({
          ref: productRef(s, p, k),
          spec: { motif, palette, title: product.name, subtitle, width: 720, height: 540 },
        });
      });
    });
    shop.posts.forEach((post, q) => {
      post.images.forEach((image, k) => {
        pictures.push({
          ref: postRef(s, q, k),
          spec: {
            motif: image.motif,
            palette,
            title: image.title,
            subtitle: shop.shopName,
            width: 640,
            height: 640,
          },
        });
      });
    });
  });
  return pictures;
}
