import { mediaSrcSet, type Publication } from '@sugu/domain';
import { Images } from 'lucide-react';
import './publication-grid.css';

interface PublicationGridProps {
  publications: Publication[];
  onOpen: (publication: Publication) => void;
  /** Each thumbnail's name for a screen reader (it shows no text). */
  label: (publication: Publication, index: number) => string;
}

/** Newest first, whatever order the pages arrived in. */
export function newestFirst(publications: Publication[]): Publication[] {
  return [...publications].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id.localeCompare(a.id),
  );
}

/** A shop's publications as square thumbnails (the caption without a photo); a tap opens it. */
export function PublicationGrid({ publications, onOpen, label }: PublicationGridProps) {
  return (
    <ul className="pub-grid" data-testid="publication-grid">
      {publications.map((p, i) => {
        const image = p.pubImages[0];
        const url = p.thumbnailUrl ?? image?.url ?? p.pubImageUrls[0];
        return (
          <li key={p.id}>
            <button
              type="button"
              className="pub-grid__item"
              aria-label={label(p, i)}
              onClick={() => onOpen(p)}
            >
              {url ? (
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
              ) : (
                <span className="pub-grid__caption">{p.publicationCaption}</span>
              )}
              {Math.max(p.pubImages.length, p.pubImageUrls.length) > 1 && (
                <Images aria-hidden size={18} className="pub-grid__multi" />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
