import type { Product } from '@sugu/domain';
import type { ToastMessage } from '../../../shared/ui/Toast';
import { useMyProducts } from '../api/seller';
import { sellerText } from '../text';
import { EmptyList, PagedList } from './ListStates';
import { SellerProductCard } from './SellerProductCard';

const t = sellerText.profile;

interface SellerProductsProps {
  onShare: (product: Product) => void;
  onNotice: (message: ToastMessage) => void;
}

/** The product list window titled 'Produits'. */
export function SellerProducts({ onShare, onNotice }: SellerProductsProps) {
  return (
    <section className="products-window" aria-labelledby="products-window-title">
      <h2 id="products-window-title" className="products-window__title">
        {t.productsWindow}
      </h2>
      <PagedList
        query={useMyProducts()}
        skeleton={
          <div className="products-window__list" aria-hidden>
            <div className="seller-product seller-product--skeleton" />
            <div className="seller-product seller-product--skeleton" />
          </div>
        }
        empty={<EmptyList list="products" />}
      >
        {(products) => (
          <div className="products-window__list">
            {products.map((product) => (
              <SellerProductCard key={product.id} product={product} onShare={onShare} onNotice={onNotice} />
            ))}
          </div>
        )}
      </PagedList>
    </section>
  );
}
