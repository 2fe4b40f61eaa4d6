import type { Publication } from '@sugu/domain';
import { PublicationCard } from '../../../entities/publication/components/PublicationCard';
import { Popup } from '../../../shared/ui/Popup';
import { shopText } from '../text';
import './publication-viewer.css';

interface PublicationViewerProps {
  publication: Publication | null;
  onClose: () => void;
}

/** A shop's publication opened over its page: the feed's publication card in a full-height popup. */
export function PublicationViewer({ publication, onClose }: PublicationViewerProps) {
  return (
    <Popup open={publication !== null} title={shopText.shop.publicationTitle} onClose={onClose}>
      {publication && (
        <div className="pub-viewer" data-testid="publication-viewer">
          <PublicationCard publication={publication} eager onDeleted={onClose} />
        </div>
      )}
    </Popup>
  );
}
