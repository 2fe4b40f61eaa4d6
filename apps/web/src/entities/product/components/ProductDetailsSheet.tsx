import { formatCompact, formatPrice, formatRating, IMAGE_SLOTS, type Product, unitLabel } from '@sugu/domain';
import { BadgeCheck, ShoppingCart, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../shared/ui/Avatar';
import { Popup } from '../../../shared/ui/Popup';
import { ShareSheet } from '../../../shared/ui/ShareSheet';
import { useProduct } from '../api/products';
import { useOrderAction } from '../hooks/use-order-action';
import { productText } from '../text';
import { Gallery } from './Gallery';
import type { OrderOrigin } from './order-slot';
import { productImages } from './product-images';
import './product-sheet.css';
import { ShareButton } from '../../../shared/ui/ShareButton';

const t = productText;

/** A product as a list gives it, or as a publication carries it (without its shop: fetched then). */
export type SheetProduct = Omit<Product, 'productShop'> & { productShop?: Product['productShop'] };

interface ProductDetailsSheetProps {
  /** The product to show; null keeps the sheet closed (keep the component mounted for the order step). */
  product: SheetProduct | null;
  onClose: () => void;
  /** Where the sheet was opened: a publication's success notice offers the chat, a shop's the order state. */
  origin?: OrderOrigin;
}

/** Product details bottom sheet (/boutique, /produit/{id}): gallery, price, stock, shop, share and order. */
export function ProductDetailsSheet({ product, onClose, origin = 'shop' }: ProductDetailsSheetProps) {
  const { order, popups } = useOrderAction(origin);
  const [shareOpen, setShareOpen] = useState(false);
  const full = useProduct(product?.id ?? '', Boolean(product && !product.productShop));
  const shop = product?.productShop ?? full.data?.productShop;

  return (
    <>
      <Popup open={product !== null} title={product?.productName ?? ''} onClose={onClose} variant="sheet">
        {product && (
          <div className="product-sheet" data-testid="product-sheet">
            <Gallery
              key={product.id}
              images={productImages(product)}
              alt={product.productName}
              slot={IMAGE_SLOTS.productSheet}
            />
            <p className="product-sheet__price">
              <strong>{formatPrice(product.productPrice, product.currency)}</strong>{' '}
              <span className="muted">{unitLabel(product.unit)}</span>
            </p>
            <ul className="product-sheet__facts">
              <li>{t.inStock(product.productStock)}</li>
              <li>{t.sold(product.totalPurchases)}</li>
            </ul>
            {product.productDescription && (
              <p className="product-sheet__description">{product.productDescription}</p>
            )}
            {shop && (
              <Link className="product-sheet__shop" to={`/boutique/${shop.id}`} onClick={onClose}>
                <Avatar name={shop.shopName} url={shop.coverImgUrl} size={48} />
                <span className="product-sheet__shop-text">
                  <span className="product-sheet__shop-name">
                    {shop.shopName}
                    {shop.isIdentityVerified && (
                      <BadgeCheck className="verified" aria-label={t.verified} role="img" size={18} />
                    )}
                  </span>
                  <span className="product-sheet__shop-stats">
                    <span>{t.followers(shop.followerCount, formatCompact(shop.followerCount))}</span>
                    <span className="product-sheet__rating">
                      {shop.rateCount > 0 ? (
                        <>
                          <Star aria-hidden size={15} fill="currentColor" />
                          <span aria-hidden>{formatRating(shop.rate)}</span>
                          <span className="visually-hidden">{t.rating(formatRating(shop.rate))}</span>
                        </>
                      ) : (
                        <span title={t.noRating}>{t.newShop}</span>
                      )}
                    </span>
                  </span>
                </span>
              </Link>
            )}
            <div className="popup__actions product-sheet__actions">
              <ShareButton label={t.share} size={20} onClick={() => setShareOpen(true)} />
              <button type="button" className="btn btn--primary" onClick={() => order(product, onClose)}>
                <ShoppingCart aria-hidden size={20} />
                {t.order}
              </button>
            </div>
          </div>
        )}
      </Popup>
      {product && (
        <ShareSheet
          open={shareOpen}
          onClose={() => setShareOpen(false)}
          url={product.productLink || `/produit/${product.id}`}
        />
      )}
      {popups}
    </>
  );
}
