import type { Product } from '@sugu/domain';
import { PackageOpen, Plus } from 'lucide-react';
import type { ToastMessage } from '../../../shared/ui/Toast';
import { useMyProducts } from '../api/seller';
import { sellerText } from '../text';
import { EmptyList, LoadError } from './ListStates';
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
      {isError && <LoadError onRetry={() => void refetch()} />}
      {data && products.length === 0 && (
        <EmptyList
          icon={<PackageOpen aria-hidden size={36} />}
          title={t.noProducts}
          text={t.noProductsText}
          to="/creation/produit"
          actionIcon={<Plus aria-hidden size={18} />}
          action={t.addProduct}
        />
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
