import { CATALOG_MSG } from '@sugu/domain';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useMatch, useNavigate, useParams } from 'react-router';
import { usePublication } from '../../entities/publication/api/publications';
import { PublicationCard } from '../../entities/publication/components/PublicationCard';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { fr } from '../../shared/text';
import { RegionBoundary } from '../../shared/ui/RegionState';
import { routeText } from './text';
import './publication-route.css';
import '../../shared/ui/icon-button.css';
import { IconButton } from '../../shared/ui/IconButton';

const t = routeText.publication;

/**
 * /publication/{id} (shared links, back to the feed) and /boutique/publication/{id} (opened from a shop,
 * back to that shop): one publication card. Its share preview is rendered by the server.
 */
export default function PublicationRoute() {
  const { id = '' } = useParams();
  const fromShop = useMatch('/boutique/publication/:id') !== null;
  const navigate = useNavigate();
  const publication = usePublication(id);
  const data = publication.data;
  const shopPath = data ? `/boutique/${data.publicationShop.id}` : '/boutique';
  const leave = () => navigate(fromShop ? shopPath : '/accueil');
  // Once deleted, the card goes at once: the page left for may still be loading its code meanwhile.
  const [deleted, setDeleted] = useState(false);

  const name = data && (data.publicationProduct?.productName ?? data.publicationShop.shopName);
  useDocumentTitle(name && `${name} | ${routeText.siteName}`);

  return (
    <div className="pub-page">
      <header className="top-bar pub-page__header">
        <IconButton label={fromShop ? t.backShop : t.backHome} onClick={leave} icon={ArrowLeft} size={22} />
        <h1>{t.title}</h1>
      </header>
      <main className="pub-page__content">
        {publication.isPending ? (
          <p className="pub-page__state muted" aria-live="polite">
            {fr.loading}
          </p>
        ) : publication.isError ? (
          <p className="pub-page__state" role="alert">
            {CATALOG_MSG.feedLoadFailed}
          </p>
        ) : deleted ? null : (
          <RegionBoundary message={CATALOG_MSG.feedLoadFailed} resetKey={id}>
            <PublicationCard
              publication={publication.data}
              eager
              onDeleted={() => {
                setDeleted(true);
                leave();
              }}
            />
          </RegionBoundary>
        )}
      </main>
    </div>
  );
}
