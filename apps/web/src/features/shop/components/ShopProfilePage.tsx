import type { Publication } from '@sugu/domain';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useShopProducts } from '../../../entities/product/api/products';
import type { SheetProduct } from '../../../entities/product/components/ProductDetailsSheet';
import { ProductDetailsSheet } from '../../../entities/product/components/ProductDetailsSheet.lazy';
import { productText } from '../../../entities/product/text';
import { newestFirst, PublicationGrid } from '../../../entities/publication/components/PublicationGrid';
import { PublicationViewer } from '../../../entities/publication/components/PublicationViewer.lazy';
import { useMe } from '../../../entities/session/api/me';
import { AccountLinks } from '../../../entities/session/components/AccountLinks';
import { useShop, useShopPublications } from '../../../entities/shop/api/shops';
import { ShopHeader } from '../../../entities/shop/components/ShopHeader';
import { useBack } from '../../../shared/hooks/use-back';
import { LazyLayer } from '../../../shared/ui/LazyLayer';
import { ErrorNotice, RegionBoundary } from '../../../shared/ui/RegionState';
import { shopText } from '../text';
import { ProductGrid } from './ProductGrid';
import { OwnerShopActions, VisitorShopActions } from './ShopActions';
import { ShopReviews } from './ShopReviews';
import { ShopTabs } from './ShopTabs';
import './shop.css';
import './shop-profile.css';

const t = shopText.shop;

/** /boutique/{id}: a shop's public profile with its products and publications. */
export function ShopProfilePage() {
  const { shopId = '' } = useParams();
  const back = useBack('/boutique');
  const meQuery = useMe();
  const me = meQuery.data;
  const shop = useShop(shopId);
  const [tab, setTab] = useState('products');
  const [product, setProduct] = useState<SheetProduct | null>(null);
  const [publication, setPublication] = useState<Publication | null>(null);
  const closeViewer = useCallback(() => setPublication(null), []);
  const closeSheet = useCallback(() => setProduct(null), []);

  // Rendered in a deferred (sliced) render: the query cache announces the answer synchronously.
  const data = useDeferredValue(shop.data);

  if (!data && !shop.isError) {
    return (
      <main className="shop-profile shop-profile--state" aria-busy="true">
        <p className="muted">{t.loading}</p>
      </main>
    );
  }
  if (!data) {
    return (
      <main className="shop-profile shop-profile--state">
        <p role="alert">{t.loadFailed}</p>
        <Link className="btn" to="/boutique">
          {productText.back}
        </Link>
      </main>
    );
  }

  const isOwner = me?.id === data.userId;
  return (
    <div className="shop-profile">
      <ShopHeader shop={data} onBack={back}>
        {/* Owner or visitor buttons once the viewer is known (no flash of the wrong set). */}
        {meQuery.isPending ? null : isOwner ? <OwnerShopActions /> : <VisitorShopActions shop={data} />}
      </ShopHeader>
      {me === null && (
        <section className="shop-guest">
          <p>{t.guestText}</p>
          <div className="shop-guest__actions">
            <AccountLinks iconSize={19} />
          </div>
        </section>
      )}
      <ShopTabs
        active={tab}
        onChange={setTab}
        tabs={[
          {
            key: 'products',
            label: t.productsTab(data.productCount),
            content: (
              <RegionBoundary message={shopText.catalog.loadFailed}>
                <ShopProducts shopId={data.id} onOpen={setProduct} />
              </RegionBoundary>
            ),
          },
          {
            key: 'publications',
            label: t.publicationsTab(data.publicationCount),
            content: (
              <RegionBoundary message={t.publicationsFailed}>
                <ShopPublications shopId={data.id} onOpen={setPublication} />
              </RegionBoundary>
            ),
          },
          {
            key: 'reviews',
            label: t.reviewsTab(data.rateCount),
            content: (
              <RegionBoundary message={t.reviewsFailed}>
                <ShopReviews shopId={data.id} />
              </RegionBoundary>
            ),
          },
        ]}
      />
      {/* Both open on a tap on a card: their code loads then, not with the page. */}
      <LazyLayer open={product !== null} onClose={closeSheet}>
        <ProductDetailsSheet product={product} onClose={closeSheet} />
      </LazyLayer>
      <LazyLayer open={publication !== null} onClose={closeViewer}>
        <PublicationViewer publication={publication} onClose={closeViewer} />
      </LazyLayer>
    </div>
  );
}

function ShopProducts({ shopId, onOpen }: { shopId: string; onOpen: (p: SheetProduct) => void }) {
  const list = useShopProducts(shopId);
  return <ProductGrid list={list} onOpen={onOpen} emptyText={t.noProducts} showShop={false} />;
}

function ShopPublications({ shopId, onOpen }: { shopId: string; onOpen: (p: Publication) => void }) {
  const list = useShopPublications(shopId);
  const publications = useMemo(
    () => newestFirst(list.data?.pages.flatMap((p) => p.items) ?? []),
    [list.data],
  );
  if (list.isPending) return <p className="shop-profile__note muted">{t.loading}</p>;
  if (list.isError) return <ErrorNotice message={t.publicationsFailed} onRetry={() => void list.refetch()} />;
  if (!publications.length) return <p className="shop-profile__note muted">{t.noPublications}</p>;
  return (
    <>
      <PublicationGrid
        publications={publications}
        onOpen={onOpen}
        label={(p) => `${t.openPublication} : ${p.publicationProduct?.productName ?? p.publicationCaption}`}
      />
      {list.hasNextPage && (
        <div className="catalog-more">
          <button
            type="button"
            className="btn"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {shopText.catalog.loadMore}
          </button>
        </div>
      )}
    </>
  );
}
