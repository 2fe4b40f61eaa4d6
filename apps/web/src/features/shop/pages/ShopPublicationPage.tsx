import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { shopText } from '../../../i18n/shop';
import { usePublication } from '../../feed/api/publications';
import { PublicationCard } from '../../feed/components/PublicationCard';
import '../components/icon-button.css';
import './product-page.css';

const t = shopText.publication;

/** /boutique/publication/{id}: a shop's publication on its own page; back goes to the shop. */
export default function ShopPublicationPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const publication = usePublication(id);
  const data = publication.data;

  useEffect(() => {
    if (!data) return;
    const previous = document.title;
    const name = data.publicationProduct?.productName ?? data.publicationShop.shopName;
    document.title = `${name} | ${shopText.siteName}`;
    return () => {
      document.title = previous;
    };
  }, [data]);

  return (
    <div className="product-page">
      <header className="product-page__bar">
        <button
          type="button"
          className="shop-icon-button"
          aria-label={t.back}
          onClick={() => navigate(data ? `/boutique/${data.publicationShop.id}` : '/boutique')}
        >
          <ArrowLeft aria-hidden size={22} />
        </button>
        <h1 className="product-page__bar-title">{shopText.shop.publicationTitle}</h1>
      </header>
      <main className="shop-publication">
        {publication.isPending ? (
          <p className="product-page__state muted" aria-live="polite">
            {t.loading}
          </p>
        ) : publication.isError ? (
          <p className="product-page__state" role="alert">
            {t.loadFailed}
          </p>
        ) : (
          <PublicationCard
            publication={publication.data}
            eager
            onDeleted={() => navigate(`/boutique/${publication.data.publicationShop.id}`)}
          />
        )}
      </main>
    </div>
  );
}
