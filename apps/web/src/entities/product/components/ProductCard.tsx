import { formatUnitPrice, mediaSrcSet, type Product } from '@sugu/domain';
import { ImageOff } from 'lucide-react';
import { firstImage } from './product-images';
import './product-card.css';

interface ProductCardProps {
  product: Product;
  onOpen: (product: Product) => void;
  /** Hides the shop name on a shop's own page. */
  showShop?: boolean;
}

/** Grid card: first image, name, shop name, price. Opens the product details sheet. */
export function ProductCard({ product, onOpen, showShop = true }: ProductCardProps) {
  const image = firstImage(product);
  return (
    <li className="product-card">
      <button type="button" className="product-card__button" onClick={() => onOpen(product)}>
        <span className="product-card__media">
          {image ? (
            <img
              src={image.url}
              srcSet={mediaSrcSet(image.url)}
              sizes="(min-width: 1200px) 240px, (min-width: 768px) 30vw, 50vw"
              width={image.width}
              height={image.height}
              alt=""
              loading="lazy"
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
