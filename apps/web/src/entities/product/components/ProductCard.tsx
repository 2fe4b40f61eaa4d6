import { formatUnitPrice, IMAGE_SLOTS, type Product, slotSrcSet } from '@sugu/domain';
import { ImageOff } from 'lucide-react';
import { useDataSaver } from '../../../shared/hooks/use-data-saver';
import { firstImage } from './product-images';
import './product-card.css';

interface ProductCardProps {
  product: Product;
  onOpen: (product: Product) => void;
  /** Hides the shop name on a shop's own page. */
  showShop?: boolean;
  /** The first row of a grid: its images are the page's largest paint, fetched at once. */
  eager?: boolean;
}

/** Grid card: first image, name, shop name, price. Opens the product details sheet. */
export function ProductCard({ product, onOpen, showShop = true, eager = false }: ProductCardProps) {
  const image = firstImage(product);
  const { saver } = useDataSaver();
  return (
    <li className="product-card">
      <button type="button" className="product-card__button" onClick={() => onOpen(product)}>
        <span className="product-card__media">
          {image ? (
            <img
              src={image.url}
              srcSet={slotSrcSet(image.url, IMAGE_SLOTS.productCard, saver)}
              sizes={IMAGE_SLOTS.productCard.sizes}
              width={image.width}
              height={image.height}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
            />
          ) : (
            <ImageOff aria-hidden size={32} />
          )}
        </span>
        <span className="product-card__body">
          <span className="product-card__name">{product.productName}</span>
          {showShop && <span className="product-card__shop">{product.productShop.shopName}</span>}
          <span className="product-card__price" data-testid="product-price" data-price={product.productPrice}>
            {formatUnitPrice(product.productPrice, product.currency, product.unit)}
          </span>
        </span>
      </button>
    </li>
  );
}
