import { mediaSrcSet } from '@sugu/domain';
import { Images, Newspaper, PenSquare } from 'lucide-react';
import { useCallback, useState } from 'react';
import { PublicationCard } from '../../../entities/publication/components/PublicationCard.lazy';
import { LazyLayer } from '../../../shared/ui/LazyLayer';
import { Popup } from '../../../shared/ui/Popup';
import { useMyPublications } from '../api/seller';
import { sellerText } from '../text';
import './seller-publications.css';
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
          <div className="publication-grid" aria-hidden>
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton
              <span key={i} className="publication-grid__skeleton" />
            ))}
          </div>
        }
        empty={
          <EmptyList
            icon={<Newspaper aria-hidden size={36} />}
            title={t.noPublications}
            text={t.noPublicationsText}
            to="/creation/publication"
            actionIcon={<PenSquare aria-hidden size={18} />}
            action={t.createPublication}
          />
        }
      >
        {(publications) => (
          <ul className="publication-grid">
            {publications.map((p, i) => {
              const thumb = p.thumbnailUrl ?? p.pubImages[0]?.url ?? p.pubImageUrls[0] ?? null;
              return (
                <li key={p.id}>
                  <button
                    type="button"
                    className="publication-grid__item"
                    aria-label={t.openPublication(i + 1)}
                    onClick={() => setOpenId(p.id)}
                  >
                    {thumb ? (
                      <img
                        src={thumb}
                        srcSet={mediaSrcSet(thumb)}
                        sizes="(min-width: 1024px) 240px, 33vw"
                        alt=""
                        loading="lazy"
                        decoding="async"
                      />
                    ) : (
                      <span className="publication-grid__caption">{p.publicationCaption}</span>
                    )}
                    {p.pubImageUrls.length > 1 && (
                      <Images className="publication-grid__multi" aria-hidden size={18} />
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </PagedList>
      <Popup open={open !== null} title={t.publicationViewer} onClose={close} variant="sheet">
        <div className="publication-viewer">
          {/* The feed's card, in its own chunk: only a seller who opens a publication downloads it. */}
          <LazyLayer open={open !== null} onClose={close} fallback={<span className="spinner" aria-hidden />}>
            {open && <PublicationCard publication={open} eager onDeleted={close} />}
          </LazyLayer>
        </div>
      </Popup>
    </section>
  );
}
