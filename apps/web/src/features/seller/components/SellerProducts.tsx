import type { Product } from '@sugu/domain';
import { PackageOpen, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { ToastMessage } from '../../../shared/ui/Toast';
import { useMyProducts } from '../api/seller';
import { sellerText } from '../text';
import { SellerProductCard } from './SellerProductCard';

const t = sellerText.profile;

interface SellerProductsProps {
  onShare: (product: Product) => void;
  onNotice: (message: ToastMessage) => void;
}

/** The product list window titled 'Produits'. */
export function SellerProducts({ onShare, onNotice }: SellerProductsProps) {
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useMyProducts();
  const products = data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="products-window" aria-labelledby="products-window-title">
      <h2 id="products-window-title" className="products-window__title">
        {t.productsWindow}
      </h2>
      {isPending && (
        <div className="products-window__list" aria-hidden>
          <div className="seller-product seller-product--skeleton" />
          <div className="seller-product seller-product--skeleton" />
        </div>
      )}
      {isError && (
        <div className="seller-load-error">
          <p>{sellerText.loadFailed}</p>
          <button type="button" className="btn" onClick={() => void refetch()}>
            {sellerText.retry}
          </button>
        </div>
      )}
      {data && products.length === 0 && (
        <div className="seller-empty">
          <PackageOpen aria-hidden size={36} />
          <p className="seller-empty__title">{t.noProducts}</p>
          <p className="muted">{t.noProductsText}</p>
          <Link className="btn btn--primary" to="/creation/produit">
            <Plus aria-hidden size={18} />
            {t.addProduct}
          </Link>
        </div>
      )}
      {products.length > 0 && (
        <div className="products-window__list">
          {products.map((product) => (
            <SellerProductCard key={product.id} product={product} onShare={onShare} onNotice={onNotice} />
          ))}
        </div>
      )}
      {hasNextPage && (
        <button
          type="button"
          className="btn btn--block seller-more"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
        >
          {t.more}
        </button>
      )}
    </section>
  );
}
