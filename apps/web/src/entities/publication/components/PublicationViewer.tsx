import type { Publication } from '@sugu/domain';
import { Popup } from '../../../shared/ui/Popup';
import { publicationText } from '../text';
import { PublicationCard } from './PublicationCard';
import './publication-viewer.css';

interface PublicationViewerProps {
  publication: Publication | null;
  onClose: () => void;
}

/** A publication opened from a shop's grid (its page, the seller's own): the feed's card in a popup. */
export function PublicationViewer({ publication, onClose }: PublicationViewerProps) {
  return (
    <Popup open={publication !== null} title={publicationText.viewerTitle} onClose={onClose}>
      {publication && (
        <div className="pub-viewer" data-testid="publication-viewer">
          <PublicationCard publication={publication} eager onDeleted={onClose} />
        </div>
      )}
    </Popup>
  );
}
