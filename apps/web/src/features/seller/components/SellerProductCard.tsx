// A product in the seller's 'Produits' window: photos, price with unit, description, stock and
// sold counts, and the owner's actions: stock, share, publish once, delete.
import { CATALOG_MSG, formatPrice, type Product, unitLabel } from '@sugu/domain';
import { Megaphone, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { productImages } from '../../../entities/product/components/product-images';
import { ApiError } from '../../../shared/lib/api';
import { ConfirmPopup } from '../../../shared/ui/ConfirmPopup';
import type { ToastMessage } from '../../../shared/ui/Toast';
import { useProductActions } from '../api/seller';
import { sellerText } from '../text';
import { ProductCarousel } from './ProductCarousel';
import { StockEditor } from './StockEditor';
import './seller-product-card.css';
import { ShareButton } from '../../../shared/ui/ShareButton';

const t = sellerText.card;
interface SellerProductCardProps {
  product: Product;
  onShare: (product: Product) => void;
  onNotice: (message: ToastMessage) => void;
}

export function SellerProductCard({ product, onShare, onNotice }: SellerProductCardProps) {
  const actions = useProductActions();
  const [publishing, setPublishing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const headingId = `product-${product.id}`;
  const closeConfirm = useCallback(() => setConfirming(false), []);

  async function publish() {
    setPublishing(true);
    try {
      await actions.publish(product);
    } catch (error) {
      // A failed publish is only logged (no error text for it); the reload below shows the true state.
      console.error('Publication du produit impossible', error);
    } finally {
      setPublishing(false);
    }
  }

  async function remove() {
    try {
      const res = await actions.remove(product);
      setConfirming(false);
      onNotice({ text: res?.message ?? CATALOG_MSG.productDeleted, tone: 'success' });
    } catch (error) {
      console.error(error);
      setConfirming(false);
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      onNotice({
        text: refused ? (error as ApiError).message : CATALOG_MSG.productDeleteFailed,
        tone: 'error',
      });
    }
  }

  return (
    <article className="seller-product" aria-labelledby={headingId}>
      <h3 id={headingId} className="seller-product__name">
        {product.productName}
      </h3>
      <ProductCarousel images={productImages(product)} alt={product.productName} />
      <div className="seller-product__body">
        <p className="seller-product__price">
          <strong>{formatPrice(product.productPrice, product.currency)}</strong>{' '}
          <span className="muted">{unitLabel(product.unit)}</span>
        </p>
        {product.productDescription && (
          <p className="seller-product__description">{product.productDescription}</p>
        )}
        <p className="seller-product__stats">
          <span data-testid="product-stock">{t.stock(product.productStock)}</span>
          <span aria-hidden>·</span>
          <span>{t.sold(product.totalPurchases)}</span>
        </p>
        <div className="seller-product__actions">
          <StockEditor
            productName={product.productName}
            stock={product.productStock}
            onSave={(stock) => actions.saveStock(product, stock)}
          />
          <button
            type="button"
            className={
              product.isPublished
                ? 'btn seller-product__action seller-product__action--done'
                : 'btn btn--primary seller-product__action'
            }
            onClick={() => void publish()}
            disabled={product.isPublished || publishing}
          >
            {!product.isPublished && <Megaphone aria-hidden size={18} />}
            {product.isPublished ? t.published : publishing ? t.publishing : t.publish}
          </button>
          <ShareButton
            className="btn seller-product__action"
            label={t.share}
            size={18}
            onClick={() => onShare(product)}
          />
          <button
            type="button"
            className="btn seller-product__action seller-product__action--wide seller-product__action--danger"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden size={18} />
            {t.delete}
          </button>
        </div>
      </div>
      <ConfirmPopup
        open={confirming}
        title={t.deleteTitle}
        text={t.deleteText(product.productName)}
        labels={{ cancel: t.cancel, confirm: t.deleteConfirm, busy: t.deleting }}
        onCancel={closeConfirm}
        onConfirm={remove}
      />
    </article>
  );
}
