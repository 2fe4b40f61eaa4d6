import { mediaSrcSet, type Publication } from '@sugu/domain';
import { Images } from 'lucide-react';
import { shopText } from '../text';

interface PublicationGridProps {
  publications: Publication[];
  onOpen: (publication: Publication) => void;
}

/** Newest first, whatever order the pages arrived in. */
export function newestFirst(publications: Publication[]): Publication[] {
  return [...publications].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id.localeCompare(a.id),
  );
}

/** A shop's publications as square thumbnails; a tap opens the viewer. */
export function PublicationGrid({ publications, onOpen }: PublicationGridProps) {
  return (
    <ul className="pub-grid" data-testid="publication-grid">
      {publications.map((p) => {
        const image = p.pubImages[0];
        const url = image?.url ?? p.thumbnailUrl ?? p.pubImageUrls[0];
        const label = p.publicationProduct?.productName ?? p.publicationCaption;
        return (
          <li key={p.id}>
            <button
              type="button"
              className="pub-grid__item"
              aria-label={`${shopText.shop.openPublication} : ${label}`}
              onClick={() => onOpen(p)}
            >
              {url && (
                <img
                  src={url}
                  srcSet={mediaSrcSet(url)}
                  sizes="(min-width: 768px) 200px, 33vw"
                  width={image?.width ?? 320}
                  height={image?.height ?? 320}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              )}
              {p.pubImages.length > 1 && <Images aria-hidden size={18} className="pub-grid__multi" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
