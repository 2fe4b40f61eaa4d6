import { formatPagePrice, IMAGE_SLOTS, unitLabel } from '@sugu/domain';
import { ArrowLeft, BadgeCheck, Flag, PackageCheck, Share2, ShoppingCart } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useProduct } from '../../../entities/product/api/products';
import { Gallery } from '../../../entities/product/components/Gallery';
import { productImages } from '../../../entities/product/components/product-images';
import { useOrderAction } from '../../../entities/product/hooks/use-order-action';
import { productText } from '../../../entities/product/text';
import { ReportDialog } from '../../../entities/report/components/ReportDialog';
import { useMe } from '../../../entities/session/api/me';
import { Avatar } from '../../../shared/ui/Avatar';
import '../../../entities/product/components/product-sheet.css';
import '../../../shared/ui/icon-button.css';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { LazyLayer } from '../../../shared/ui/LazyLayer';
import { ShareSheet } from '../../../shared/ui/ShareSheet.lazy';
import './product-page.css';
import { IconButton } from '../../../shared/ui/IconButton';

const t = productText;

/** /produit/{id}: one product; its share preview (title, og tags) is rendered by the server. */
export function ProductPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const product = useProduct(id);
  const { order, popups } = useOrderAction();
  const [shareOpen, setShareOpen] = useState(false);
  const closeShare = () => setShareOpen(false);
  const [reportOpen, setReportOpen] = useState(false);
  const closeReport = () => setReportOpen(false);
  // Rendered in a deferred (sliced) render: the query cache announces the answer synchronously.
  const data = useDeferredValue(product.data);

  useDocumentTitle(data?.productName);

  const header = (
    <header className="top-bar product-page__bar">
      <button type="button" className="icon-button" aria-label={t.back} onClick={() => navigate('/boutique')}>
        <ArrowLeft aria-hidden size={22} />
      </button>
      {data && (
        <Link className="product-page__shop" to={`/boutique/${data.productShop.id}`}>
          <Avatar name={data.productShop.shopName} url={data.productShop.coverImgUrl} size={32} />
          <span>{data.productShop.shopName}</span>
          {data.productShop.isIdentityVerified && (
            <BadgeCheck className="verified" role="img" aria-label={t.verified} size={18} />
          )}
        </Link>
      )}
    </header>
  );

  if (!data || product.isError) {
    return (
      <div className="product-page">
        {header}
        <main className="product-page__state">
          {product.isError ? (
            <p role="alert">{t.notFound}</p>
          ) : (
            <p className="muted" aria-live="polite">
              {t.loading}
            </p>
          )}
        </main>
      </div>
    );
  }

  const p = data;
  const isOwner = me?.id === p.productShop.userId;
  return (
    <div className="product-page">
      {header}
      <main className="product-page__layout">
        <Gallery images={productImages(p)} alt={p.productName} slot={IMAGE_SLOTS.productPage} />
        <div className="product-page__info">
          <p className="product-page__price">
            <strong data-testid="product-page-price">{formatPagePrice(p.productPrice, p.currency)}</strong>{' '}
            <span className="muted">{unitLabel(p.unit)}</span>
          </p>
          <h1 className="product-page__name">{p.productName}</h1>
          <ul className="product-sheet__facts">
            <li>{t.remaining(p.productStock)}</li>
            <li>{t.sold(p.totalPurchases)}</li>
          </ul>
          {p.productDescription && <p className="product-page__description">{p.productDescription}</p>}
          {isOwner && (
            <div className="product-page__owner">
              <p className="muted">{t.ownerHint}</p>
              <Link className="btn btn--block" to="/profil-vendeur">
                <PackageCheck aria-hidden size={19} />
                {t.editStock}
              </Link>
            </div>
          )}
          <div className="product-page__actions">
            <IconButton
              className="btn product-page__share"
              label={t.share}
              title={t.share}
              onClick={() => setShareOpen(true)}
              icon={Share2}
              size={20}
            />
            <button type="button" className="btn btn--primary" onClick={() => order(p)}>
              <ShoppingCart aria-hidden size={20} />
              {t.orderNow}
            </button>
          </div>
          {me && !isOwner && (
            <button
              type="button"
              className="btn btn--ghost product-page__report"
              onClick={() => setReportOpen(true)}
            >
              <Flag aria-hidden size={17} />
              {t.report}
            </button>
          )}
        </div>
      </main>
      <ReportDialog
        target={reportOpen ? { targetType: 'product', targetId: p.id } : null}
        onClose={closeReport}
      />
      <LazyLayer open={shareOpen} onClose={closeShare}>
        <ShareSheet open={shareOpen} onClose={closeShare} url={p.productLink || `/produit/${p.id}`} />
      </LazyLayer>
      {popups}
    </div>
  );
}
