// The images of a product with their sizes: the sized list when present, else the plain URLs (placeholder).
import type { Image, Product } from '@sugu/domain';

const DEFAULT_SIZE = 640;

export function productImages(product: Pick<Product, 'productImages' | 'productImageUrls'>): Image[] {
  if (product.productImages.length) return product.productImages;
  return product.productImageUrls.map((url) => ({ url, width: DEFAULT_SIZE, height: DEFAULT_SIZE }));
}

export function firstImage(product: Pick<Product, 'productImages' | 'productImageUrls'>): Image | null {
  return productImages(product)[0] ?? null;
}
