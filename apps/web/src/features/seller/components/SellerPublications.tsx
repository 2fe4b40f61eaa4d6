import { useCallback, useState } from 'react';
import { PublicationGrid } from '../../../entities/publication/components/PublicationGrid';
import { PublicationViewer } from '../../../entities/publication/components/PublicationViewer.lazy';
import { LazyLayer } from '../../../shared/ui/LazyLayer';
import { useMyPublications } from '../api/seller';
import { sellerText } from '../text';
import { EmptyList, PagedList } from './ListStates';

const t = sellerText.profile;

/** The shop's publications as a grid; tapping one opens it full screen. */
export function SellerPublications() {
  const query = useMyPublications();
  const [openId, setOpenId] = useState<string | null>(null);
  const close = useCallback(() => setOpenId(null), []);
  const open = query.data?.pages.flatMap((page) => page.items).find((p) => p.id === openId) ?? null;

  return (
    <section className="seller-publications" aria-label={sellerText.publication.title}>
      <PagedList
        query={query}
        skeleton={
          <div className="pub-grid" aria-hidden>
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton
              <span key={i} className="pub-grid__skeleton" />
            ))}
          </div>
        }
        empty={<EmptyList list="publications" />}
      >
        {(publications) => (
          <PublicationGrid
            publications={publications}
            onOpen={(p) => setOpenId(p.id)}
            label={(_, i) => t.openPublication(i + 1)}
          />
        )}
      </PagedList>
      <LazyLayer open={open !== null} onClose={close}>
        <PublicationViewer publication={open} onClose={close} />
      </LazyLayer>
    </section>
  );
}
