import { CATALOG_MSG } from '@sugu/domain';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { feedText } from '../../../i18n/feed';
import { fr } from '../../../i18n/fr';
import { usePublication } from '../api/publications';
import { PublicationCard } from '../components/PublicationCard';
import '../components/feed.css';
import '../components/publication-card.css';
import './publication-page.css';

const t = feedText.page;

/** /publication/{id}: one publication card; its share preview is rendered by the server. */
export default function PublicationPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const publication = usePublication(id);
  const data = publication.data;

  useEffect(() => {
    if (!data) return;
    const previous = document.title;
    document.title = `${data.publicationProduct?.productName ?? data.publicationShop.shopName} | ${t.siteName}`;
    return () => {
      document.title = previous;
    };
  }, [data]);

  return (
    <div className="pub-page">
      <header className="pub-page__header">
        <button
          type="button"
          className="pub-icon-button"
          aria-label={t.back}
          onClick={() => navigate('/accueil')}
        >
          <ArrowLeft aria-hidden size={22} />
        </button>
        <h1>{t.title}</h1>
      </header>
      <main className="pub-page__content">
        {publication.isPending ? (
          <p className="feed-state muted" aria-live="polite">
            {fr.loading}
          </p>
        ) : publication.isError ? (
          <p className="feed-state" role="alert">
            {CATALOG_MSG.feedLoadFailed}
          </p>
        ) : (
          <PublicationCard publication={publication.data} eager onDeleted={() => navigate('/accueil')} />
        )}
      </main>
    </div>
  );
}
